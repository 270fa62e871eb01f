import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Thirty-sixth test set: students, teachers and schools (unpaid and transferred teachers, school land, withheld fees, teachers held by police, exam malpractice, pupils beaten, custody fights over schooling, and off-topic homework, admissions and results questions). Writers: Aminata, a 15-year-old JSS pupil in Bo texting in SMS shorthand on her mother's phone; Mr Sahr Kanu, a 48-year-old unpaid secondary teacher in Kenema who writes formal, careful letters; Mariama, a 34-year-old market trader and mother in Kissy who writes in Krio; Dr Joseph Williams, a 56-year-old Fourah Bay College lecturer who writes precise, clipped English; Ibrahim, a 21-year-old Njala student who types fast in casual slang with typos; Fatu, a 40-year-old anxious mother in London writing long messages about her children's schooling in Freetown; Pa Alimamy Bangura, a 67-year-old school proprietor in Makeni whose old-fashioned messages are full of dropped letters; Kadiatu, a 27-year-old teacher newly transferred to Kailahun, panicky, on a weak network.

export const THIRTY_SIXTH_TEST_SET: LabelledMessage[] = [
  {
    message:
      "Please, the head of department slapped and kicked me in the office and locked the door. I managed to get out, I'm shaking, he says he will come for me",
    intent: "safety",
  },
  { message: "The school's lease on our building expires soon and the landlord wants to triple the rent. We need help with the lease.", intent: "area:land" },
  {
    message:
      "Good day. I have taught for eleven years without being approved on the payroll. Am I entitled to arrears for all those years if I am eventually approved?",
    intent: "legal-question",
  },
  { message: 'translate "the rule of law" into French for my assignment', intent: "off-topic" },
  { message: "my daughter is 17 and wants to leave her father's house to live near her university. can he legally stop her?", intent: "legal-question" },
  { message: "The school bus will drop me, is there a place to be dropped off near you?", intent: "knowledge:Parking" },
  { message: "ok so", intent: "unknown" },
  { message: "Someone sold the same plot to both me and the school next door. We both have documents.", intent: "area:land" },
  { message: "ok I'll go now, bye", intent: "goodbye" },
  { message: "Is this a general law firm or a specialised one?", intent: "services" },
  { message: "pls send me past questions for WASSCE Government and Literature", intent: "off-topic" },
  { message: "we want to adopt a boy from the orphanage where I teach. how does your firm help with adoption", intent: "area:family" },
  { message: "Goodbye and have a nice day", intent: "goodbye" },
  {
    message:
      "they arrested my daughter at her school in Freetown today saying she stole a phone from another pupil. she's 17 and she's still at Congo Cross police station. i am in the US and cant get there",
    intent: "urgent",
  },
  { message: "me broda na teacher, dem arrest am yestade na Port Loko say him flog pikin. him still de inside. we nor get money but abeg", intent: "urgent" },
  {
    message:
      "my uncle wey I de stay wit am for go school de beat me every day and today he said he will kill me if i dont bring my results. i am 16. i am hiding at my friend house",
    intent: "safety",
  },
  { message: "Need vacancies for lecturers at Limkokwing university", intent: "off-topic" },
  {
    message: "The books for our library arrived water-damaged from the ship. Can you pursue the claim against the shipping line for us?",
    intent: "area:shipping",
  },
  { message: "im 20 n my dad stopped paying my university fees that he agreed in the divorce. can una help me get it?", intent: "area:family" },
  { message: "what are the requirements for admission into Fourah Bay College to study law", intent: "off-topic" },
  { message: "school", intent: "unknown" },
  { message: "Which street are you on, and can I park there?", intent: "address" },
  { message: "solve 3x + 7 = 22 show working", intent: "off-topic" },
  {
    message: "I want to adopt my late sister's daughter so I can enrol her in school here in the UK. Can your firm help with the adoption?",
    intent: "area:family",
  },
  { message: "thank you", intent: "thanks" },
  { message: "we moved our son to another school and the old one says we must pay the full year fees. do we legally have to?", intent: "legal-question" },
  { message: "ok thank u", intent: "thanks" },
  { message: "pls hlp police cm 2 d skul nw dey tek our principal away in d pickup, dem nt say why. Bo town", intent: "urgent" },
  { message: "how do I contact you people from Kailahun", intent: "contact" },
  { message: "how do I check my BECE result online", intent: "off-topic" },
  {
    message: "We have a container of donated school books stuck at Queen Elizabeth II Quay for 3 weeks. Customs want duties we cannot pay. Can you help?",
    intent: "area:shipping",
  },
  { message: "can police arrest a teacher just because a parent complained, without any investigation?", intent: "legal-question" },
  { message: "Wetin I fo do for get appointment wit una lawyer? Na bout de lan wey we put de school", intent: "booking" },
  { message: "I'd prefer to write. What email should I send my letter to?", intent: "email" },
  { message: "Can you tell me the services you offer?", intent: "services" },
  {
    message:
      "my husband na lecturer, dem arrest am dis mornin na Lungi airport as e wan travel for conference. dem say na case from de university. e de wit dem now",
    intent: "urgent",
  },
  { message: "My son's father lives in America and sends nothing for his school. I want to claim maintenance. I'm in Bo.", intent: "area:family" },
  {
    message: "I was injured in the school bus accident last year. am I entitled to compensation from the school or from the driver?",
    intent: "legal-question",
  },
  { message: "I want a meeting with a lawyer before the school board hearing next Tuesday. Monday at the latest please", intent: "booking" },
  {
    message: "Our university's lab equipment is on board a vessel that has been arrested at Freetown port. We need help getting our cargo released.",
    intent: "area:shipping",
  },
  { message: "I need to see a lawyer this week about the contract for our new school building", intent: "booking" },
  { message: "DEM DON HOLD AM! my son in law na teacher, dem accuse am say e beat pikin till e faint, police carry am go jus now. Abeg", intent: "urgent" },
  { message: "are u open on saturday? i teach weekdays", intent: "hours" },
  { message: "what documents should I bring to the first meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "Dear Sir/Madam, my husband, a lecturer at Njala University, was arrested at his office today by officers of the Anti-Corruption Commission and is being detained. We need counsel immediately.",
    intent: "urgent",
  },
  { message: "how can I reach your office?", intent: "contact" },
  {
    message:
      "they r holding my brother at CID since friday, he is Njala student, they said he post something against the VC on facebook. no bail yet. what do we do",
    intent: "urgent",
  },
  {
    message: "If my colleague and I both founded the school but only his name is on the registration, do I have any legal claim to it?",
    intent: "legal-question",
  },
  {
    message: "i paid for a whole year of lessons at a tutorial centre and they closed after 2 months. by law can i get my money back?",
    intent: "legal-question",
  },
  { message: "Tell me about Fatmata Kamara", intent: "attorney:Fatmata Kamara" },
  { message: "hey", intent: "greeting" },
  { message: "do you handle land matters in Kono? our community school land is being claimed by a mining company", intent: "area:land" },
  {
    message:
      "Good afternoon. I am a lecturer separated from my wife. I wish to formalise access to my daughters, who are in boarding school. Does your firm handle this?",
    intent: "area:family",
  },
  { message: "What does Ibrahim Jalloh do?", intent: "attorney:Ibrahim Jalloh" },
  {
    message: "The headmaster's quarters sit on land the Ministry says belongs to the school but the chiefdom says is family land. We need help sorting it out.",
    intent: "area:land",
  },
  { message: "...", intent: "unknown" },
  {
    message: "We want to avoid a long court case with the company that installed our school's solar system. Is arbitration possible?",
    intent: "area:arbitration",
  },
  { message: "una de tek all kain case?", intent: "services" },
  {
    message: "We chartered a vessel to bring textbooks from Lagos and the owner cancelled at the last minute. Can you handle a charter party dispute?",
    intent: "area:shipping",
  },
  {
    message: "if my ex husband refuses to pay school fees for our children, can the court force him? how much will they make him pay",
    intent: "legal-question",
  },
  {
    message: "We won an arbitration award against a company that was supposed to supply school buses, but they won't pay. Can you enforce it?",
    intent: "area:arbitration",
  },
  { message: "abeg a wan come una office for talk to lawyer bout me pikin wey dem beat na skul", intent: "booking" },
  { message: "Our dispute with the vendor who supplied the school laptops: we'd like a mediation session, not litigation.", intent: "area:arbitration" },
  { message: "I want to meet Madam Hawa Turay concerning my late husband's estate and the children's school fees. When is she free?", intent: "booking" },
  { message: "can I park my car near the office?", intent: "knowledge:Parking" },
  { message: "hmm", intent: "unknown" },
  { message: "What's the e-mail for sending a consultation request?", intent: "email" },
  { message: "is corporal punishment still legal in schools here or did the new education act ban it?", intent: "legal-question" },
  { message: "tnx", intent: "thanks" },
  { message: "We need a conveyancing lawyer to transfer the school land from the founder's name to the school's board of trustees.", intent: "area:land" },
  {
    message: "Is it legal for the Teaching Service Commission to transfer me to another district without notice and without paying my transport?",
    intent: "legal-question",
  },
  {
    message:
      "Our school and the contractor who built the classrooms disagree on the final payment. We prefer mediation rather than court. Can you arrange that?",
    intent: "area:arbitration",
  },
  { message: "una get woman lawyer dem?", intent: "team" },
  {
    message: "my friend told me her teacher is forcing her to sleep with him for marks and today he told her to come to his house tonight or else. she is 15",
    intent: "safety",
  },
  { message: "How late can I come? My school closes at 3pm.", intent: "hours" },
  { message: "I've taught at a private school for 8 months without pay. I have a contract. Can you help me recover the salary?", intent: "area:contract" },
  { message: "family land palava: my uncles say the land my father gave for the village school is family land and they want it back", intent: "area:land" },
  { message: "What languages are spoken at the firm?", intent: "knowledge:Languages spoken" },
  { message: "who are the lawyers at your firm?", intent: "team" },
  { message: "abeg una de help register business? a wan open computer school na Makeni", intent: "area:business" },
  { message: "Please list your practice areas, our school's careers club is visiting law firms", intent: "services" },
  { message: "What do I need to bring for a consultation about school land?", intent: "knowledge:What to bring" },
  { message: "I'm a teacher and I get a bad headache every afternoon in class, what medicine should I take", intent: "off-topic" },
  { message: "wen will WASSCE results come out dis year?", intent: "off-topic" },
  { message: "I need a poem about teachers for Teachers Day please", intent: "off-topic" },
  { message: "wen I go skul di senior boys dem beat me an tek mi moni evry day and tday dey sey dey go stab me. i nor wan go back", intent: "safety" },
  {
    message: "hlo my mum is a teacher in Kono, police hold her since last nite, they say she sell WASSCE questions. she nt do it. she in cell now",
    intent: "urgent",
  },
  {
    message: "The court gave me custody but my ex keeps taking the boy from school without telling me. I need a family lawyer to help with this.",
    intent: "area:family",
  },
  {
    message:
      "URGENT. Police at my gate now with a warrant for the school proprietor, that is me, over the land matter. They want to take me to Makeni station. Can a lawyer speak to them on the phone?",
    intent: "urgent",
  },
  { message: "can i see a lawyer at lunch time? i work at a school near your office", intent: "booking" },
  { message: "police invited me for questioning next week over missing school fees, I'm the bursar. I want a lawyer with me.", intent: "area:criminal" },
  {
    message: "I'm a teacher and I want to make a will so my children's education is protected if something happens to me. Can you help?",
    intent: "area:family",
  },
  { message: "I'm abroad, how can I contact a lawyer there?", intent: "contact" },
  { message: "Can my principal deduct money from my salary for the school's building project without my agreement?", intent: "legal-question" },
  { message: "who was the first Chief Justice of Sierra Leone? assignment due tomorrow", intent: "off-topic" },
  {
    message: "a teacher at my school keeps calling me at night and says if i tell anyone he will fail me and hurt me. i am scared to go to school tomorrow",
    intent: "safety",
  },
  { message: "Is parking available for visitors?", intent: "knowledge:Parking" },
  {
    message: "My university withheld my certificate because they say I owe hostel fees which I already paid. Can they legally do that?",
    intent: "legal-question",
  },
  {
    message:
      "I'd like an appointment with someone about my custody matter, the father wants to move my son's school. I'm in London but will be in Freetown from the 12th.",
    intent: "booking",
  },
  { message: "What is the firm's address? I'm coming from Bo by poda poda", intent: "address" },
  { message: "how can I get grant-in-aid from government for my second year at university", intent: "off-topic" },
  { message: "Can I email my documents to you? Which address?", intent: "email" },
  { message: "Thank you so much, God bless", intent: "thanks" },
  { message: "family members who co-own the school want to resolve the dispute quietly, no court. mediation", intent: "area:arbitration" },
  {
    message:
      "My son was arrested at his college in Bo after a fight between student groups. He has been held since Saturday night without being charged and they are asking us for money to release him.",
    intent: "urgent",
  },
  { message: "I would like to schedule a consultation with Christiana Thomas regarding my employment contract with a private university.", intent: "booking" },
  { message: "bye", intent: "goodbye" },
  { message: "abeg how much na school fees for Albert Academy dis year", intent: "off-topic" },
  { message: "I would like to book a consultation about my unpaid salary as a teacher. Is Thursday possible?", intent: "booking" },
  { message: "hw do i book appointmnt. im a teacher in kailahun but wil come to fritown end of month", intent: "booking" },
  { message: "Book me for Friday 10am please. Name: Sahr Kanu. Topic: my transfer to another district", intent: "booking" },
  {
    message:
      "I am a teacher and the parents of a pupil I disciplined have come to my house threatening to beat me. They are at the gate now. I'm inside with my own children.",
    intent: "safety",
  },
  { message: "can you help me fill my WAEC registration online, the website is not opening", intent: "off-topic" },
  { message: "Good evening sir/madam", intent: "greeting" },
  { message: "We are three teachers starting a tutorial centre together. We need a shareholder agreement.", intent: "area:business" },
  { message: "Please review my employment contract with a new international school before I sign", intent: "area:contract" },
  { message: "exchange rate leone to pound today? I need to send my son's school fees", intent: "off-topic" },
  { message: "who is the senior partner", intent: "team" },
  { message: "my neighbour has moved the boundary pillars into the school football field", intent: "area:land" },
  { message: "they have just handcuffed our school bursar in the office and are putting him in the police vehicle. what can we do", intent: "urgent" },
  { message: "I need a number to call, my credit is small so quick", intent: "phone" },
  { message: "The school sacked me without notice despite my two-year contract. I need an employment lawyer.", intent: "area:contract" },
  { message: "My class is doing a mock trial. Can you write the prosecutor's closing speech for a theft case?", intent: "off-topic" },
  {
    message:
      "A mob in the village is accusing me, the new teacher, of witchcraft since pupils fainted in class. They are outside the teachers quarters shouting. Kailahun. Please",
    intent: "safety",
  },
  { message: "wat time una de close", intent: "hours" },
  {
    message:
      "teacher here in Bombali. the chief's son threatens to kill me because i caught him cheating in the exam, his people are walking up and down in front of my house since evening",
    intent: "safety",
  },
  { message: "I'm accused of impersonation at the NPSE exam. First hearing is next month.", intent: "area:criminal" },
  { message: "my husbnd passd and his brothers took evrything, even the childrens school money. i need inheritance lawyer pls", intent: "area:family" },
  { message: "pls how i fit reach una", intent: "contact" },
  { message: "do you give legal aid to students?", intent: "knowledge:Fees" },
  { message: "Are you open during the Easter holidays?", intent: "hours" },
  { message: "thanks a lot, that helps", intent: "thanks" },
  {
    message: "I own a private university college and want to bring in an investor from Ghana. I need help with the investment structure.",
    intent: "area:business",
  },
  { message: "how di bodi?", intent: "greeting" },
  { message: "university student here, I was convicted of forging a result slip and I want to appeal.", intent: "area:criminal" },
  { message: "wetin a fo bring wen a de cam?", intent: "knowledge:What to bring" },
  { message: "can a school refuse to give my son his WASSCE result slip because I still owe fees from last term?", intent: "legal-question" },
  {
    message: "the proprietor sent boys with cutlasses to my house because I asked for my salary. they said next time they will burn the house with us inside",
    intent: "safety",
  },
  { message: "me pikin papa want carry am go e village school, na me de pay school fees all dis time. e get right for do dat?", intent: "legal-question" },
  { message: "see you", intent: "goodbye" },
  {
    message:
      "police r at our house now saying they come to take my dad because parents complained he failed their children. he is the principal. wat do we do now",
    intent: "urgent",
  },
  { message: "Can I meet Mr Jalloh on Monday? It's about the case against me at the university.", intent: "booking" },
  { message: "Please what documents do I need to register my son for NPSE?", intent: "off-topic" },
  { message: "i tutored a man's children for a whole year and he refuses to pay what we agreed. can your lawyers recover it?", intent: "area:contract" },
  { message: "We run a chain of three schools and want to restructure them under a holding company. Please assist.", intent: "area:business" },
  {
    message: "If i sign a bond with government to teach in a rural school for 3 years after my scholarship and i leave early, what happens to me legally?",
    intent: "legal-question",
  },
  {
    message:
      "abeg una help me, police dem hold my husband since yesterday na Kissy station, dem say na him leak the WASSCE paper. him na teacher. wetin a go do",
    intent: "urgent",
  },
  { message: "r u open on sunday", intent: "hours" },
  { message: "pls una de handle ship matter? de school bus wey we import don hold na port", intent: "area:shipping" },
  { message: "Can we arrange to meet about registering our tutorial centre as a company?", intent: "booking" },
  {
    message:
      "I am in London and my sister just called me crying. Her husband, who teaches at a school in Freetown, was picked up by police at 6am and is still at Eastern Police. Can someone from your firm go there today? I will pay whatever it costs.",
    intent: "urgent",
  },
  {
    message: "I am the proprietor of a school in Makeni. Someone is claiming part of the school land and has started building on it. I need a land lawyer.",
    intent: "area:land",
  },
  {
    message:
      "my elder bro is in police cell in Bo sinse thursday, they accuse him of writing exam for another person at the university. they want 2 million to release him. help",
    intent: "urgent",
  },
  { message: "Do you handle custody matters? My wife took our son to her village and stopped him going to school.", intent: "area:family" },
  { message: "boys from another school attacked our students at the junction with stones and machetes, one is bleeding, its still going on", intent: "safety" },
  { message: "what is the capital of Ghana, its for my social studies", intent: "off-topic" },
  { message: "recipe for jollof rice for 200 pupils, school feeding programme", intent: "off-topic" },
  { message: "many thanks for the information", intent: "thanks" },
  { message: "pls help me with my homework: explain the difference between civil law and criminal law in 300 words", intent: "off-topic" },
  { message: "what is the cut off mark for njala university nursing", intent: "off-topic" },
  { message: "abeg una de settle palava outside court? me an de school owner get palava bout money wey a lend am", intent: "area:arbitration" },
  {
    message: "I am a teacher; I was released on bail yesterday after a false accusation by a pupil's parent. I need a lawyer for the case.",
    intent: "area:criminal",
  },
  { message: "What kind of cases does your firm take?", intent: "services" },
  { message: "Who handles criminal cases in your team?", intent: "team" },
  { message: "The government school next to my property has built its fence on my land. Can you handle boundary disputes?", intent: "area:land" },
  { message: "are you open at lunch time? i can only come at 1pm", intent: "hours" },
  {
    message: "Im a student renting in a private hostel, the landlord says I must leave in 3 days though I paid for the whole year. pls help",
    intent: "area:land",
  },
  { message: "i don't know how to start", intent: "unknown" },
  { message: "una office de na usai?", intent: "address" },
  { message: "I am a lecturer starting an education consulting firm with two colleagues and want help with company registration.", intent: "area:business" },
  { message: "we r a group of 9 teachers, can we book 1 meeting together about our salaries?", intent: "booking" },
  { message: "what type of problems can kamara chambers solve", intent: "services" },
  {
    message:
      "My mother died without a will. I am the eldest, my siblings are still in school and relatives are fighting over her money. I need help with her estate.",
    intent: "area:family",
  },
  { message: "we want to buy land to build a school in Waterloo. we need a title search before we pay", intent: "area:land" },
  { message: "una de open till 6? a go close from skul 4:30", intent: "hours" },
  { message: "our school ordered 200 desks from China and they arrived damaged off the ship. we want to make a cargo claim", intent: "area:shipping" },
  { message: "A church in the US shipped computers for our school and the shipping line lost one pallet. We need help claiming.", intent: "area:shipping" },
  { message: "What days of the week is the office open?", intent: "hours" },
  { message: "how many partners and associates work at kamara chambers", intent: "team" },
  { message: "wat una de do?", intent: "services" },
  { message: "Any papers I must carry for the first consultation?", intent: "knowledge:What to bring" },
  { message: "What's the best way to get in touch with the firm?", intent: "contact" },
  {
    message:
      "Students are gathering outside my office with sticks because they believe I leaked their results. I have locked myself inside. Faculty building, FBC. Please.",
    intent: "safety",
  },
  { message: "Could I come in tomorrow afternoon? It's about my daughter's school refusing to release her results.", intent: "booking" },
  { message: "Our school company has not filed annual returns for 4 years. Can you help us regularise it?", intent: "area:business" },
  {
    message:
      "i shipped my books and things back home after my masters abroad, the barrels are held at the quay and the agent keeps asking for more money. help me clear them",
    intent: "area:shipping",
  },
  { message: "Do you work on public holidays?", intent: "hours" },
  { message: "How do I get to your office from Lumley?", intent: "address" },
  { message: "The land papers for the school burned in a fire and I need a certified copy of my title deed", intent: "area:land" },
  { message: "pls reserve slot for me nxt week, any day after 2pm wen skul close", intent: "booking" },
  { message: "I was a student detained for 5 days without charge in 2023. I want to bring a human rights claim.", intent: "area:criminal" },
  {
    message: "My stepmother pushed me out of the house at midnight with my school bag because I failed WASSCE. I'm 17 and I'm outside. Where can I go?",
    intent: "safety",
  },
  { message: 'Can you write a speech for our school\'s prize-giving day on the theme "Justice and Discipline"?', intent: "off-topic" },
  { message: "Where can an okada drop me near the office?", intent: "knowledge:Parking" },
  { message: "dem hold me daughter na police station, dem say she cheat na BECE exam. she only 15. she de cry na cell. abeg", intent: "urgent" },
  { message: "wey side a fo park?", intent: "knowledge:Parking" },
  {
    message: "teachers here, our agreement with the mission school promised housing allowance. 2 yrs nothing. do u handle employment?",
    intent: "area:contract",
  },
  {
    message: "The teachers and our school board want an independent mediator for the salary disagreement. Does your firm provide that?",
    intent: "area:arbitration",
  },
  { message: "open now?", intent: "hours" },
  {
    message: "my ex husband came to my child's school and dragged her into his car, he is drunk and threatening to kill me if I report. happening now",
    intent: "safety",
  },
  { message: "abeg una de defend person wey dem charge for court? me pikin na student, dem say na cult", intent: "area:criminal" },
  { message: 'debate topic "Corporal punishment should be abolished in our schools". give me points for the proposition', intent: "off-topic" },
  {
    message:
      "My son was beaten so badly at school today by the prefects that he's vomiting and can't stand. The school says it's discipline. What do I do first?",
    intent: "safety",
  },
  { message: "My co-founder and I are deadlocked on running the school. Is there a way to settle this through mediation?", intent: "area:arbitration" },
  {
    message:
      "some boys from the rival student party are parked outside my house for 2 hours and called me saying they will finish me tonight. i'm a student at USL",
    intent: "safety",
  },
  { message: "Our school's shipment of science kits was short-landed: the bill of lading shows 40 cartons but we received 28.", intent: "area:shipping" },
  { message: "My daughter was sexually abused by a teacher last year. The police have not prosecuted. Can you help push the case?", intent: "area:criminal" },
  { message: "Need help opening a corporate bank account for our school, the bank wants board resolutions and papers from a lawyer", intent: "area:business" },
  { message: "Is the office open today? It's Independence Day", intent: "hours" },
  { message: "Please schedule a meeting for our school's board of governors with a lawyer. We are five people. Any afternoon next week.", intent: "booking" },
  {
    message:
      "School security handed two of our pupils over to the police for fighting and they were held overnight at the station. I am their class teacher and the parents are asking me what to do. It's 7am and they're still there.",
    intent: "urgent",
  },
  {
    message:
      "lecturer here. a colleague of mine has been in police custody at Central since Tuesday over a marks-for-money allegation. they keep saying the file is not ready. please, he has a heart condition",
    intent: "urgent",
  },
  { message: "how to get a transcript from University of Makeni, i need it for masters abroad", intent: "off-topic" },
  { message: "my brother was granted bail, the trial for the leaked WAEC paper starts in March. we need a lawyer", intent: "area:criminal" },
  { message: "The school owner transferred me to another branch in Kono with lower pay, which is not what my contract says.", intent: "area:contract" },
  { message: "Is Mohamed Conteh in the office this week?", intent: "attorney:Mohamed Conteh" },
  { message: "wetin na me right if de skul sack me pikin because e fail exam two times?", intent: "legal-question" },
  { message: "Need a defence lawyer for a lecturer charged under the Cyber Security Act for a post about the university", intent: "area:criminal" },
  { message: "My school's board sacked me without a hearing after 15 years. Will the court reinstate me or just pay me?", intent: "legal-question" },
  { message: "I want a sponsorship agreement drafted with a business that will pay fees for 20 pupils.", intent: "area:contract" },
  { message: "Please can you help us enforce a foreign arbitration award against a local education company?", intent: "area:arbitration" },
  { message: "do your lawyers speak Krio?", intent: "knowledge:Languages spoken" },
  { message: "Is it lawful for a university to cancel all our exam results because of leakage when most of us did nothing wrong?", intent: "legal-question" },
  {
    message:
      "We are parents from a school in Wellington. The police have locked up our children's class teacher because the proprietor accused him of stealing fees. He has been there 3 days. Who can represent him?",
    intent: "urgent",
  },
  {
    message: "A catering company signed a deal to feed our boarders and stopped supplying halfway through the term. We want to enforce the contract.",
    intent: "area:contract",
  },
  {
    message:
      "My colleague Mr Koroma, a teacher at our school in Kenema, was arrested this morning in front of the pupils and is now held at the police station. He has not been charged. Please who can go to him today?",
    intent: "urgent",
  },
  { message: "What are your fees for a first meeting?", intent: "knowledge:Fees" },
  { message: "which of your lawyers deals with teachers' employment issues?", intent: "team" },
  { message: "???", intent: "unknown" },
  {
    message:
      "my teacher husband is in cell at Lumley police since wednesday because a pupil's mother said he touch her daughter. he did not. they refused bail, pls call me",
    intent: "urgent",
  },
  {
    message: "A student in my class has accused me on Facebook of demanding money for marks. Can I sue her for defamation, and would I succeed?",
    intent: "legal-question",
  },
  { message: "Can I message the firm on WhatsApp from the UK? What's the number?", intent: "phone" },
  { message: "as a teacher can I be dismissed for joining the strike the union called?", intent: "legal-question" },
  { message: "container of solar panels for our school, demurrage is piling up at the port every day. help", intent: "area:shipping" },
  { message: "names of ur lawyers pls", intent: "team" },
  { message: "what time do you open?", intent: "hours" },
  { message: "Which is better to study, law or accounting? I'm in SSS 3", intent: "off-topic" },
  {
    message:
      "They've kept our head teacher at Kissy police since Monday because of the fees money that went missing. Nobody will tell us when he'll go to court. He's diabetic and they won't let us bring his medicine.",
    intent: "urgent",
  },
  {
    message: "Can a landlord evict a school from a rented building in the middle of the academic year if the lease still has 2 years to run?",
    intent: "legal-question",
  },
  { message: "r d lawyers there experienced? how long dem don practice", intent: "team" },
  { message: "what year did Sierra Leone get independence? for quiz competition", intent: "off-topic" },
  {
    message: "My son was charged with exam malpractice and the case is in the magistrate court next week. He is on bail. We need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Our teacher was released but the indecent assault charge is still pending. We believe he is innocent. Can your criminal lawyer take the case?",
    intent: "area:criminal",
  },
  { message: "is it going to rain tomorrow in Bo, our inter-house sports is tomorrow", intent: "off-topic" },
  { message: "when does the new school term start in September?", intent: "off-topic" },
  {
    message:
      "A teacher from my school was detained by military men at a checkpoint near Kailahun and has not been released. It has been two days. Please can your firm intervene?",
    intent: "urgent",
  },
  { message: "Pls wat d numba 4 ur criminal lawyer, dem hold my fren for police since mornin, he na student at milton margai", intent: "urgent" },
  {
    message: "my husband is being taken to Pademba Road right now from court, the magistrate refused bail. he is a lecturer!! can someone get there??",
    intent: "urgent",
  },
  {
    message: "The construction firm building our university hostel has started arbitration against us. We need someone to represent us.",
    intent: "area:arbitration",
  },
  { message: "how do I reset my password on the university student portal", intent: "off-topic" },
  {
    message: "The council sent me a letter saying my teacher registration may be revoked because of a complaint. What are my rights before they decide?",
    intent: "legal-question",
  },
  { message: "I run an education charity; our shipment of exercise books was delivered to another consignee at the quay.", intent: "area:shipping" },
  {
    message:
      "my son is a student at IPAM and he was arrested this evening at a checkpoint. the police are holding him and saying he is a cultist. he is not. please",
    intent: "urgent",
  },
  { message: "Tenki ya, una try", intent: "thanks" },
  { message: "I'll be in Freetown on the 3rd. Can I have a consultation that day about my children's maintenance?", intent: "booking" },
  { message: "I supplied uniforms to a school and they haven't paid for 6 months. Need to recover the debt.", intent: "area:contract" },
  { message: "abeg dem de threaten me pikin for skul say if e talk bout wetin happen dem go kill am. e nor wan go skul again. we de fear", intent: "safety" },
  { message: "Salaam aleikum", intent: "greeting" },
  { message: "my wife and i r divorcing. the big problem is which school the kids go to and who they stay with. need a lawyer", intent: "area:family" },
  {
    message: "The parents of 30 pupils have withheld fees for the whole term. They signed admission agreements. Help us recover the fees.",
    intent: "area:contract",
  },
  { message: "A teacher flogged my son until he was hospitalised last month. I want to press charges.", intent: "area:criminal" },
  { message: "Customs say our donated school uniforms are commercial goods and want full duty. Need a shipping and customs lawyer.", intent: "area:shipping" },
  { message: "Hello, what are your working hours please?", intent: "hours" },
  {
    message: "my husband beat me because I wanted to go back to college. he says if I step out he will break my legs. I'm in the bathroom with the phone",
    intent: "safety",
  },
  { message: "can I call the office? what number", intent: "phone" },
  {
    message: "the board of governors of our school is fighting over who is chairman, we need help with corporate governance and our articles",
    intent: "area:business",
  },
  {
    message: "I'm a teacher and I've been held at the police station in Moyamba since yesterday. I'm using the officer's phone. Please send someone.",
    intent: "urgent",
  },
  { message: "Do you do human rights cases? Police beat students at our campus protest last week.", intent: "area:criminal" },
  { message: "Dear Sir, I respectfully request an appointment to discuss a dispute with my co-proprietor. Kindly indicate suitable dates.", intent: "booking" },
  { message: "Can I speak Krio with the lawyer instead of English?", intent: "knowledge:Languages spoken" },
  {
    message:
      "my lecturer keeps following me to my hostel and sends me messages saying he will make me fail and that he knows where my family lives. I don't feel safe",
    intent: "safety",
  },
  { message: "A diaspora investor wants to buy shares in our private secondary school. We need a lawyer for the share sale.", intent: "area:business" },
  { message: "una get whatsapp?", intent: "phone" },
  {
    message: "My husband, a head teacher, has been charged with misappropriation of school funds. He's on bail. We need representation.",
    intent: "area:criminal",
  },
  { message: "Im a teacher renting a room near the school, landlord locked my room while I was at work and kept my things. Need help.", intent: "area:land" },
  { message: "is there parking at your office", intent: "knowledge:Parking" },
  {
    message:
      "Good afternoon. I write on behalf of the staff of a secondary school in Makeni. Our vice principal was detained last night by police on an allegation made by a pupil's parent. He remains in custody. We urgently require a lawyer.",
    intent: "urgent",
  },
  { message: "two schools sharing one compound cannot agree on charges for using the hall and field. mediation?", intent: "area:arbitration" },
  { message: "Can your firm help a foreign NGO set up a company to run vocational schools in Sierra Leone?", intent: "area:business" },
  {
    message:
      "I am a shareholder in a private school and we have a dispute with the other shareholders; our agreement requires mediation first. Can you mediate or represent me in it?",
    intent: "area:arbitration",
  },
  { message: "wetin a go do, CID don carry my papa comot na de school compound, him na headmaster, dem say na di money for govment grant", intent: "urgent" },
  { message: "wetin taim una de open mornin", intent: "hours" },
  { message: "Write an essay on the role of the judiciary in a democracy for my Government class, 2 pages", intent: "off-topic" },
  {
    message:
      "there's a group of cult boys on campus who said they will deal with me tonight because I refused to join. I'm in my room and they're in the corridor. Njala",
    intent: "safety",
  },
  { message: "The school promised in writing to pay my masters fees if I taught for 3 years. Now they refuse. Need help.", intent: "area:contract" },
  { message: "direction 2 ur office pls", intent: "address" },
  { message: "what is your phone number", intent: "phone" },
  { message: "Can I pay in instalments? I'm a teacher and we haven't been paid for months", intent: "knowledge:Fees" },
  { message: "Is the office open on Eid?", intent: "hours" },
  {
    message:
      "pls my friend is detained at the police post near our campus. they beat him and took his phone. he just texted me from someone elses phone. Njala",
    intent: "urgent",
  },
  { message: "we want to franchise our tutoring brand to other towns. does your business team handle that?", intent: "area:business" },
  { message: "pls help me, i print exam papers for d skul, dem nor pay me 15 million leones since last yr", intent: "area:contract" },
  {
    message:
      "My daughter just came home with wounds on her back, the teacher flogged her with a cable. She's crying and the teacher said he will do worse tomorrow. What do I do tonight?",
    intent: "safety",
  },
  {
    message:
      "Someone has been sending my daughter (13) messages saying he watches her at school and knows her route home. Her school ignores it. She is terrified to walk home today.",
    intent: "safety",
  },
  { message: "Is there anyone who speaks French? I'm a teacher from Guinea", intent: "knowledge:Languages spoken" },
  { message: "what is your email address", intent: "email" },
  { message: "Can I see the list of your lawyers and what each one does?", intent: "team" },
  { message: "my teacher flogged me in front of the class. is that allowed by law in sierra leone?", intent: "legal-question" },
  {
    message:
      "The boarding school matron locked my son in a store room as punishment and he has been there since afternoon without food. I just found out from another parent. He has asthma.",
    intent: "safety",
  },
  { message: "dia sir, i wan mek mi skul bi limited company so dat if i dai e go continue. pls hlp", intent: "area:business" },
  {
    message:
      "our school is being attacked right now, people from the land dispute came with sticks and are beating the watchman and the pupils are inside the classrooms",
    intent: "safety",
  },
  {
    message: "Port charges for our school lab equipment keep rising while customs delay clearance. Do you handle port and customs matters?",
    intent: "area:shipping",
  },
  {
    message:
      "Am a student at Fourah Bay. Police are at our hostel gate now arresting people over the riot. Dem de call names and my name is on the list. Wetin a go do?",
    intent: "urgent",
  },
  { message: "any of your lawyers used to be a teacher?", intent: "team" },
  { message: "email pls", intent: "email" },
  { message: "how much is a consultation?", intent: "knowledge:Fees" },
  { message: "Do you handle school matters at all, or only business?", intent: "services" },
  { message: "should i bring my son's school report and the letter from the principal?", intent: "knowledge:What to bring" },
  { message: "Abeg, police don hold we teacher dem, 3 of dem, because of de strike. Dem de na Kenema police. Dem nor charge dem yet.", intent: "urgent" },
  { message: "how much is a bag of rice now? for the boarding house", intent: "off-topic" },
  {
    message: "pls pls our maths teacher mr fofanah is still locked up, it has been 4 days now, his family has no money and no one has told them anything",
    intent: "urgent",
  },
  { message: "My husband wants our daughter to leave school and marry. I want custody so I can keep her in school. Please help.", intent: "area:family" },
  { message: "My partner and I own our school company 50/50. He wants to sell his shares to an outsider. I need help with this.", intent: "area:business" },
  { message: "a de go, bye bye", intent: "goodbye" },
  { message: "I'm a student with no money. Is there free legal help?", intent: "knowledge:Fees" },
  { message: "which secondary school is the best in Freetown for girls?", intent: "off-topic" },
  { message: "our school wants a bank loan to build new classrooms, we need a lawyer to look at the loan and security documents", intent: "area:business" },
  { message: "Do you have a mobile number I can ring?", intent: "phone" },
  { message: "If the custody order says the child lives with me, can the father change her school without my consent?", intent: "legal-question" },
  { message: "How many lawyers do you have?", intent: "team" },
  { message: "hi there", intent: "greeting" },
  { message: "My daughter has typhoid and can't sit her exam, what food should she eat to recover quickly", intent: "off-topic" },
  { message: "Our school signed a contract with a builder who took the money and stopped work. Please enforce it.", intent: "area:contract" },
  { message: "Do you do mediation for a dispute between a university and its catering contractor?", intent: "area:arbitration" },
  { message: "we r importing a generator for the school and customs seized it saying docs wrong. at the Quay. pls", intent: "area:shipping" },
  { message: "tenki", intent: "thanks" },
  { message: "u free on wednesday? i want to discuss my brother's case now he's on bail", intent: "booking" },
  { message: "is it true a school cannot expel a pregnant girl anymore? what are my daughter's rights", intent: "legal-question" },
  { message: "How can our school principal contact your firm?", intent: "contact" },
  { message: "a wan divorce me man, e nor de pay pikin dem school fees, e de drink all de money", intent: "area:family" },
  { message: "My ex-husband has stopped paying the children's school fees. I need help getting maintenance from him.", intent: "area:family" },
  { message: "is the office near the Cotton Tree?", intent: "address" },
  { message: "How much una de charge?", intent: "knowledge:Fees" },
  { message: "The freight forwarder is holding our school's cargo at the port until we pay extra charges that were never agreed.", intent: "area:shipping" },
  { message: "pls can I come see a lawyer 2moro morning about my school land", intent: "booking" },
  { message: "later", intent: "goodbye" },
  {
    message:
      "student union president arrested at 2am by men in plain clothes, we think he is at CID headquarters, nobody is allowed to see him. please help us",
    intent: "urgent",
  },
  { message: "pikin papa de fight me for custody because e say a nor de send am go good school. una de handle dis kind case?", intent: "area:family" },
  {
    message: "The exam council says my son cheated and banned him for 3 years. Is there a legal way to challenge that, and what are his chances?",
    intent: "legal-question",
  },
  { message: "whatsapp number pls, I'll send voice note", intent: "phone" },
  { message: "Good afternoon, I'm a teacher from Bo.", intent: "greeting" },
  { message: "make appointment for me pls wit anybody, about my exam case", intent: "booking" },
  { message: "Are you open during Christmas week? I'm coming home from the UK for the school holidays", intent: "hours" },
  { message: "pls de case of me broda (teacher) na Kenema magistrate court, dem don gi am bail, we need lawyer fo defend am", intent: "area:criminal" },
  { message: "kushe o", intent: "greeting" },
  { message: "We bought land for a university campus in Port Loko and need a full title search and registration.", intent: "area:land" },
  { message: "abeg una email", intent: "email" },
  {
    message: "I am the proprietor. The government wants to take part of my school land for a road. Am I entitled to compensation, and how much?",
    intent: "legal-question",
  },
  { message: "Tell me about your team please", intent: "team" },
  { message: "Can a school lawfully keep a pupil's birth certificate and transfer letter because of unpaid fees?", intent: "legal-question" },
  { message: "How do I calculate my GPA? I have As and Bs", intent: "off-topic" },
  { message: "Please can I have a video call consultation as I'm in Manchester? It's about my son's school in Freetown.", intent: "booking" },
  {
    message: "Lecturer: my contract with the university was not renewed after 6 years and they still owe me 4 months salary. Need help.",
    intent: "area:contract",
  },
  { message: "Are there scholarships for Sierra Leonean students to study law in the UK?", intent: "off-topic" },
  { message: "can you recommend a good textbook for JSS 2 integrated science", intent: "off-topic" },
  { message: "una sabi talk Temne?", intent: "knowledge:Languages spoken" },
  { message: "how do I register a school bookshop business, can you do the registration for me", intent: "area:business" },
  { message: "who will win the Leone Stars match on saturday", intent: "off-topic" },
  { message: "What legal services do you offer schools and universities?", intent: "services" },
  { message: "is there a lawyer in your firm who deals with duty waivers for educational materials at the port?", intent: "area:shipping" },
  {
    message:
      "exam malpractice... police arrested 6 pupils plus the invigilator at our centre in Kailahun this morning. they r in the cell now, parents outside the station. need lawyer fast",
    intent: "urgent",
  },
  { message: "The contract with our textbook supplier says disputes go to arbitration. We want to start it.", intent: "area:arbitration" },
  {
    message: "my son 16 yrs dem lock am na Waterloo police station after fight for school, dem nor gree mek a see am. e de inside since 2 days",
    intent: "urgent",
  },
  { message: "will i win if i sue the school for the injury my daughter got when the classroom wall fell on her", intent: "legal-question" },
  { message: "Which areas of law do you practise?", intent: "services" },
  {
    message: "landlord throw me and my 2 children out dis night cause a nor pay, a be teacher dem nor pay we salary 5 months. we de na road now",
    intent: "safety",
  },
  { message: "abeg wetin be de tin dem call photosynthesis, test tomorrow", intent: "off-topic" },
  { message: 'my literature teacher asked us to explain the phrase "habeas corpus" from the novel, what does it mean?', intent: "off-topic" },
  { message: "contact details pls", intent: "contact" },
  { message: "I want to register my private nursery and primary school as a company. Do you do that?", intent: "area:business" },
  { message: "The principal assaulted my daughter at school. I want to take him to court criminally.", intent: "area:criminal" },
  { message: "The ministry retired me at 55 but I believe the retirement age for teachers is 60. Is that lawful?", intent: "legal-question" },
  { message: "Does anyone there speak Mende? My mother only speaks Mende", intent: "knowledge:Languages spoken" },
  { message: "is it possible to have a consultation on a saturday? I teach all week", intent: "booking" },
  { message: "where is your office", intent: "address" },
  {
    message: "Grandmother here. I have raised my grandchildren and paid their schooling since their parents died. I want legal guardianship. Can you assist?",
    intent: "area:family",
  },
  {
    message: "pls help dem de beat me pikin na skul now now, e call me from e fren phone, dem say e tif. na de teacher dem an some big boys",
    intent: "safety",
  },
  {
    message:
      "Police just came to the staff room asking for me by name. They're waiting outside with a vehicle. I'm a teacher and I don't know what I did. What should I do right now",
    intent: "urgent",
  },
  { message: "number 4 ur office plz", intent: "phone" },
  { message: "Do you have an e-mail where our school board can send a formal letter?", intent: "email" },
  { message: "hello", intent: "greeting" },
  { message: "Do I need to bring my appointment letter and payslips?", intent: "knowledge:What to bring" },
  {
    message:
      "Please I need a criminal lawyer today. My nephew, a JSS 3 pupil, has been kept at the Family Support Unit since morning and they won't let him go home. He is 14.",
    intent: "urgent",
  },
  { message: "do u only do court cases or other things too", intent: "services" },
  {
    message:
      "My 19 year old was picked up outside his exam hall by police and is still at the station. His next paper is tomorrow. What can be done right now?",
    intent: "urgent",
  },
  { message: "wat time does the Teaching Service Commission office in Kenema close", intent: "off-topic" },
  { message: "I'm a teacher and I don't know if my problem is a legal one. What do you people help with in general?", intent: "services" },
  { message: "We have a supply deal for textbooks with a publisher abroad and want a lawyer to review it.", intent: "area:contract" },
  {
    message: "My late father left money in his will for my education but my uncle who is the executor refuses to pay. Can he do that?",
    intent: "legal-question",
  },
  {
    message: "How long can the police keep a student in custody before taking him to court? my cousin is out now but I want to know if what they did was legal",
    intent: "legal-question",
  },
  { message: "pta and the proprietor r fighting over the fees increase, we want a neutral mediator", intent: "area:arbitration" },
  { message: "I want to lease part of my school compound to a church for Sundays. Can you draft the lease?", intent: "area:land" },
  { message: "Good morning", intent: "greeting" },
  { message: "how do I apply for a teaching job with the Ministry of Education", intent: "off-topic" },
  { message: "una get any way for reach una apart from for come?", intent: "contact" },
  {
    message:
      "soldiers took some students from our hostel at fourah bay last night after the protest, my roommate is among them nobody knows where they carried them",
    intent: "urgent",
  },
  {
    message: "We have a dispute with our foreign partner university over a joint programme. The MOU says arbitration in Freetown. We need representation.",
    intent: "area:arbitration",
  },
  { message: "Is Christiana Thomas good with teachers' employment cases?", intent: "attorney:Christiana Thomas" },
  { message: "abeg una de do title deed? a buy lan for build skul but de survey plan get problem", intent: "area:land" },
  { message: "We need a lawyer to draft a standard employment contract for our teachers.", intent: "area:contract" },
];
