import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Theme: secondary-school teachers, school proprietors, pupils and parents (school fees, exam results withheld, corporal punishment, unpaid salaries) — writers: (1) Mr Alusine Kanu, 54, principal of a government secondary school in Makeni, formal letter English; (2) Aminata Sesay, 38, market-trader mother of three pupils in Kissy, Krio spelt by ear on a cheap phone; (3) Foday Kargbo, 17, SSS3 pupil in Bo, SMS shorthand; (4) Mrs Ramatu Bah, 46, proprietor of a private secondary school in Waterloo, brisk business English; (5) Joseph Koroma, 29, unpaid volunteer teacher in Kenema, long stories; (6) Dr Samuel Williams, 50, parent living in London, formal emails; (7) Isha Mansaray, 24, student teacher in Kabala, voice-to-text typos and no punctuation; (8) Pa Brima Turay, 63, retired teacher and school landlord in Port Loko, old-style Krio
export const HUNDRED_AND_FOURTH_TEST_SET: LabelledMessage[] = [
  {
    message:
      "Pls help my husband is a teacher at a secondary school in Kissy, police came to the school this morning and carried him to Eastern Police because a parent said he flogged her boy. He is still there now, they say no bail till the OC comes. What do we do",
    intent: "urgent",
  },
  { message: "Wetin be di best way fo charge phone wen light no de, solar or generator? mi pikin dem need light fo study fo WASSCE", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I am the proprietor of a private secondary school in Waterloo. Several parents have refused to pay the second and third term fees for the 2023/2024 academic year, despite signing our admission agreement. I should be grateful if your chambers could assist us in recovering these arrears. Yours faithfully, R. Bah",
    intent: "area:contract",
  },
  { message: "Good morning", intent: "greeting" },
  { message: "is it legal 4 a school 2 hold back my WASSCE result bcos of fees owing? i need it 4 university admission", intent: "legal-question" },
  { message: "una de open Satide? a wan cam afta market", intent: "hours" },
  {
    message:
      "The school my late father founded is on a plot at Hastings. Now his brother says the land belongs to the whole family and he wants to sell it to a Lebanese man. I need a lawyer to stop the sale",
    intent: "area:land",
  },
  {
    message:
      "A teacher in my school keeps sending me messages at night and told me if I tell anyone he will fail me and his boys will deal with me. I am 16 and scared to go to class tomorrow. pls what should I do",
    intent: "safety",
  },
  {
    message: "I would like to book a consultation with Ibrahim Jalloh about the unpaid salaries at our school. Is Thursday afternoon possible?",
    intent: "booking",
  },
  {
    message: "Me and mi ex man de quarrel ova school fees fo di pikin dem. Since wi separate e no pay one cent. A wan lawyer fo mek am pay maintenance",
    intent: "area:family",
  },
  { message: "what is the pass mark for WASSCE core maths", intent: "off-topic" },
  { message: "dem lock mi broda since yestade na Tower Hill station, e na teacher, dem se e beat pikin. Abeg una help", intent: "urgent" },
  {
    message: "We want to register our new secondary school as a company limited by guarantee. Can your firm handle the registration with CAC?",
    intent: "area:business",
  },
  { message: "How many lawyers una get de?", intent: "team" },
  { message: "how much 4 consultation? I am just a teacher, they owe me 7 months salary so money no de", intent: "knowledge:Fees" },
  {
    message:
      "Our school received a donation of 40 computers and lab equipment from an alumni group in the US. The container has been at the quay for three weeks and customs want duty we cannot pay. Can you help us clear it?",
    intent: "area:shipping",
  },
  { message: "Can a proprietor sack a teacher for joining a strike over unpaid salaries? I was dismissed last week by text message", intent: "legal-question" },
  { message: "Wetin na una phone number", intent: "phone" },
  {
    message: "Our PTA and the proprietor are fighting over the new development levy and nobody wants to go to court. Can you arrange a mediation between us?",
    intent: "area:arbitration",
  },
  { message: "Write me a speech for our school prize giving day, i am the head boy", intent: "off-topic" },
  {
    message:
      "Good evening, my daughter (SSS2) was picked up by police at school today after a fight with another girl. They are holding her at Congo Cross station and say she will sleep there. She is only 15. Please advise urgently.",
    intent: "urgent",
  },
  { message: "wetin kain case dem una de handle", intent: "services" },
  {
    message:
      "The vice principal slapped my son so hard his ear drum burst. I have the hospital report. I want him charged to court, not just a school apology.",
    intent: "area:criminal",
  },
  { message: "tenki ya, God bless una", intent: "thanks" },
  {
    message:
      "Sir I am writing from inside the cell at Bo police station, a friend lend me his phone. I am a teacher, they accuse me of leaking BECE questions. Please send lawyer",
    intent: "urgent",
  },
  { message: "email address pls", intent: "email" },
  {
    message: "our school debate motion is 'the court of public opinion is stronger than the law court'. pls give me 5 points for the proposition side",
    intent: "off-topic",
  },
  {
    message:
      "Parents of a boy I flogged came to my house last night with cutlass, they said they will come back and finish me. I am hiding at my friend's place in Lumley with my wife. Please help",
    intent: "safety",
  },
  { message: "Wetin a fo bring wen a de cam fo di fees case? a get di receipt dem and di admission form", intent: "knowledge:What to bring" },
  {
    message:
      "I taught maths at a private school for two years on a written contract. They stopped paying from January and now the proprietor says there is no money. I want to claim my arrears.",
    intent: "area:contract",
  },
  { message: "what time do you close on fridays", intent: "hours" },
  {
    message: "If I have not finished paying fees, can the principal stop my daughter from sitting her BECE? Is that allowed by law?",
    intent: "legal-question",
  },
  { message: "i wan see lawyer 2moro morning abt my school land matter, pls book me", intent: "booking" },
  { message: "Where exactly is your office in Freetown? Which landmark is it near?", intent: "address" },
  {
    message:
      "We rented a building for our school in Bo. The landlord now wants to end the lease after 2 years of a 5 year lease and take back the building before exams. Need help",
    intent: "area:land",
  },
  {
    message: "My wife died in March and her people have taken my two children to the village and stopped them from school. I want custody of my children back.",
    intent: "area:family",
  },
  { message: "how to fix generator wey de start den off", intent: "off-topic" },
  {
    message:
      "Please police came to our school and are arresting our proprietor right now in front of the pupils, they are putting him in the van. what do we do quick",
    intent: "urgent",
  },
  { message: "How can I get in touch with your chambers from Kenema?", intent: "contact" },
  { message: "Do any of your lawyers speak Limba? My father wants to explain the school matter himself", intent: "knowledge:Languages spoken" },
  {
    message:
      "Me and two other teachers started a lesson centre and we want to take a loan from the bank to expand. We need help with the partnership agreement and the loan papers",
    intent: "area:business",
  },
  {
    message:
      "The police charged me with assault after a parent fought me at the school gate. I am on bail now and the case is at the magistrate court next week. I need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message:
      "My stepfather beat me with electric wire because my BECE result was bad and he says tonight he will beat me again. I am at my aunty's shop now. I'm 14.",
    intent: "safety",
  },
  { message: "do teachers have a right to be paid for the months of the strike? will the court order the school to pay us?", intent: "legal-question" },
  { message: "ok bye", intent: "goodbye" },
  {
    message:
      "Our school bus shipped from Antwerp is still at Queen Elizabeth quay, the clearing agent says there is problem with the papers. Can una help clear am?",
    intent: "area:shipping",
  },
  { message: "pls solve 2x + 5 = 17 4 my homework", intent: "off-topic" },
  { message: "Is Hawa Turay still at your Bo office? My friend said she helped her before", intent: "attorney:Hawa Turay" },
  {
    message:
      "Me and my co-founder of the school have a dispute over sharing the fees income. Our agreement says any dispute goes to arbitration. Can you act for me in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "pls i get wahala", intent: "unknown" },
  {
    message:
      "Dear Sir/Madam, I am the principal of a community secondary school in Makeni. Our Board of Governors wishes to seek legal advice on a dispute with former staff over salary arrears. I should be grateful if you could schedule a meeting with one of your partners during the week of the 14th. Yours faithfully, A. Kanu",
    intent: "booking",
  },
  { message: "my phone contract with Orange don finish, how I go renew di data bundle plan", intent: "off-topic" },
  {
    message:
      "dem carry mi pikin go station since las nite bikos of exam malpractice na di WASSCE centre, police se e go de de te Monday. A no sabi wetin fo do",
    intent: "urgent",
  },
  {
    message:
      "Supplier collected 25 million for school uniforms and desks since September, nothing delivered. School has now opened. We want our money or the goods",
    intent: "area:contract",
  },
  {
    message:
      "My son's school says any pupil who owes fees will not get a report card and will not be promoted. Can they legally keep him back a class because of money?",
    intent: "legal-question",
  },
  { message: "r u open 2day? its 4pm", intent: "hours" },
  { message: "hw do i do title search 4 land we want 2 buy 2 build secondary school in Waterloo", intent: "area:land" },
  { message: "Do you have a woman lawyer in the firm?", intent: "team" },
  {
    message:
      "The cult boys in my school said they will stab me after school because I reported them to the principal. They are waiting by the junction now. I'm inside the staff room",
    intent: "safety",
  },
  {
    message:
      "Good day. I divorced my wife three years ago and the court ordered me to pay the school fees of our two children. I lost my teaching job in April and cannot keep up. I need a lawyer to take me back to court to reduce the order.",
    intent: "area:family",
  },
  {
    message:
      "My daughter's lesson teacher has been touching her and she told me last week. She is safe at home with me now and he no longer comes. I want to report him to the police and see him prosecuted. Can you help us?",
    intent: "area:criminal",
  },
  { message: "kushe o", intent: "greeting" },
  { message: "Is there parking near your office? i go come with the school pick-up van", intent: "knowledge:Parking" },
  {
    message:
      "URGENT. Our school proprietor was arrested by CID this afternoon over the fees money that went missing. He is still detained at CID headquarters. The board needs a lawyer immediately",
    intent: "urgent",
  },
  { message: "which university in sierra leone offer nursing and how much is the fees", intent: "off-topic" },
  {
    message: "I want to open a private secondary school and need help registering the business name and getting the licences. una de do dat?",
    intent: "area:business",
  },
  { message: "Mi wan cam si lawyer Monday monin bout mi salary weh di skul no pay", intent: "booking" },
  { message: "will the court make the proprietor pay all 11 months salary or just part of it? he keep saying no money", intent: "legal-question" },
  { message: "What services does Kamara & Associates provide?", intent: "services" },
  {
    message:
      "hello, we ordered science lab chemicals from China for our school, the shipping line says the container is held at the port for missing documents. need lawyer to sort it with customs",
    intent: "area:shipping",
  },
  { message: "can I whatsapp una", intent: "phone" },
  { message: "What email can I send our school documents to?", intent: "email" },
  {
    message: "Abeg mi man de na prison since Tuesday on remand, e na headmaster, dem se e tek di pikin dem exam fees. Magistrate no gi am bail. Wi need lawyer",
    intent: "urgent",
  },
  {
    message: "The teachers union and our school management want a neutral person to settle the salary dispute without going to court. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "who won the inter-secondary schools football final, was it St Edward's or Prince of Wales", intent: "off-topic" },
  {
    message:
      "My husband said if I use my market money to pay the children's school fees instead of giving it to him he will kill me. Last time he broke my arm. He went out but he is coming back tonight.",
    intent: "safety",
  },
  { message: "Do you offer free legal help for teachers? we are volunteer teachers not on payroll", intent: "knowledge:Fees" },
  { message: "una office na wisside? na Siaka Stevens Street?", intent: "address" },
  { message: "How do I contact you?", intent: "contact" },
  { message: "Is corporal punishment still allowed in Sierra Leone schools? The teacher gave my girl 12 strokes", intent: "legal-question" },
  {
    message: "I signed a contract to build 4 classrooms for a proprietor, finished the job in June, and he has paid only half. I want to enforce the contract.",
    intent: "area:contract",
  },
  { message: "Mi papa don dai en in broda dem wan tek di lan weh wi build di skul pan. Wi get di conveyance. A wan lawyer", intent: "area:land" },
  { message: "wetin fo cook fo di school end of year party, jollof or fried rice fo 200 pikin", intent: "off-topic" },
  { message: "Are you open during lunchtime? I can only come during school break at 1pm", intent: "hours" },
  { message: "Who are the partners in your firm?", intent: "team" },
  {
    message:
      "Police at my door now to arrest me because a parent complained I kept his boy after school as punishment. They say I must go with them. I am a teacher. Pls help fast",
    intent: "urgent",
  },
  { message: "I want to adopt my late sister's son, he is 13 and in JSS2. How do I start?", intent: "area:family" },
  { message: "Could I get an appointment with Christiana Thomas next week regarding my children's maintenance and school fees?", intent: "booking" },
  {
    message: "Our school is run as a company and two shareholders want to leave. We need help with buying their shares and updating the company records.",
    intent: "area:business",
  },
  {
    message:
      "A parent is outside my office in the school with a machete shouting that he will cut me because I sent his son home for fees. The gate is locked but he is still there",
    intent: "safety",
  },
  {
    message:
      "I was charged for exam malpractice last year, the case finished and I was freed. Now I want to clear my name and take action against the police for locking me up for 9 days. Can you help?",
    intent: "area:criminal",
  },
  { message: "Thanks a lot for the info", intent: "thanks" },
  { message: "my school say if i no pay 300k fine for fighting dem go expel me n hold my result. can dem do dat by law?", intent: "legal-question" },
  { message: "how to land a job as a teacher in the Teaching Service Commission recruitment", intent: "off-topic" },
  { message: "still inside since yesterday, my son, Waterloo station. dem se e tif school laptop. e na SSS3, exam de start next week. abeg", intent: "urgent" },
  {
    message:
      "Our fishing boat that pays for my children's school fees was seized near Tombo by the navy, crew released but the boat is still held. need a lawyer for the boat",
    intent: "area:shipping",
  },
  {
    message: "We got an arbitration award against the school owner for our salaries but he refuses to pay. We need help enforcing the award.",
    intent: "area:arbitration",
  },
  { message: "pls book me a consultation wit any lawyer 4 nxt wk Tuesday, matter is school fees debt", intent: "booking" },
  { message: "pls help me write my CV for teaching job", intent: "off-topic" },
  { message: "hmm so wetin now", intent: "unknown" },
  {
    message:
      "I am writing on behalf of our staff. Last Friday the teachers of our school in Kenema held a peaceful protest at the district education office because we have not been paid for eight months. The police came and took six of us, including our head of department. Four were released on Saturday but Mr Sesay and Miss Kallon are still held at Kenema police station today. Can a lawyer go there?",
    intent: "urgent",
  },
  {
    message: "For our school cultural day we need someone to judge the Miss Secondary School pageant. Pls give me a list of criteria to score the girls",
    intent: "off-topic",
  },
  {
    message: "i was employd as lab technician in a private school, dey dismiss me wit no notice n no letter, my contract say 1 month notice. i wan lawyer",
    intent: "area:contract",
  },
  {
    message:
      "Dear Sir, my son was expelled from his boarding school in Bo for a fight he says he did not start. No hearing was held; we were only handed a letter. Does the school have the right to expel a pupil without hearing his side?",
    intent: "legal-question",
  },
  { message: "wat time una de open monin", intent: "hours" },
  {
    message:
      "We are a mission school and want to lease 3 acres from the paramount chief for a new campus. Please help us draft and register the lease properly.",
    intent: "area:land",
  },
  {
    message:
      "Mi gyal pikin tel mi se di principal de fos am fo sleep wit am if shi wan pass in exam. E don tray am tu taim. Shi fred fo go skul tumara bot di man de wach am",
    intent: "safety",
  },
  { message: "Can I see a lawyer this Friday at the Bo office? It is about a teacher who beat my son", intent: "booking" },
  {
    message:
      "My late husband left a will saying his pension should pay the children's school fees but his brothers took everything. I want to apply to manage the estate.",
    intent: "area:family",
  },
  {
    message:
      "A pupil stole the exam papers from our school office and sold them online. We want the police to investigate and prosecute him. Do you take such matters?",
    intent: "area:criminal",
  },
  { message: "can you tell me the names of all your lawyers", intent: "team" },
  {
    message: "Mama de na jail. Dem hol am na Kissy police since Satide bikos di skul proprietor se shi kos am ova di fees. Dem no let am cam out",
    intent: "urgent",
  },
  { message: "wat time d bus frm Bo 2 Freetown leave n hw much d fare", intent: "off-topic" },
  {
    message:
      "Our school wants to take a bank loan for a new dormitory, but the bank is asking for board resolutions and company documents we dont have. Can you help put them together?",
    intent: "area:business",
  },
  { message: "Tell me all the things your chambers do please", intent: "services" },
  { message: "Una lawyer dem sabi tok Krio? mi inglish no tu gud", intent: "knowledge:Languages spoken" },
  { message: "my classmate dem arrest am rite nw 4 d exam hall, police dey put am in d pickup, wat we go do", intent: "urgent" },
  {
    message:
      "A shipment of 5,000 exercise books and textbooks for our schools was lost at sea on the way from Tema. The shipping company is refusing to pay. We want to claim.",
    intent: "area:shipping",
  },
  {
    message: "Can my ex husband stop me from moving our daughter to a school in Bo? He says he has rights too. Who will the court listen to?",
    intent: "legal-question",
  },
  { message: "Please what is your phone number and is it on WhatsApp too?", intent: "phone" },
  {
    message: "Dispute with my former partner about the school we own together. We both prefer to avoid the courts. Is arbitration something you can do for us?",
    intent: "area:arbitration",
  },
  { message: "How many subjects should I register for WASSCE to get into Fourah Bay College", intent: "off-topic" },
  {
    message:
      "Some of the teachers I have not paid for 6 months came to my house this evening and said they will burn the school and my house if I don't pay by Friday. One of them was holding a petrol gallon. I am the proprietor and I am afraid to sleep there tonight.",
    intent: "safety",
  },
  { message: "Hi there", intent: "greeting" },
  {
    message:
      "A contractor took 40 million leones to roof our school hall and ran away with half the zinc. I have the signed agreement. I need to recover the money.",
    intent: "area:contract",
  },
  { message: "Wetin na una email en una phone nomba? a wan sen di leta dem", intent: "email", also: ["phone"] },
  {
    message:
      "My wife is a teacher and the soldiers at the checkpoint near Masiaka took her off the bus this morning with the exam papers she was carrying. They have not let her go. Please help",
    intent: "urgent",
  },
  { message: "Can I park my okada by the office when I come?", intent: "knowledge:Parking" },
  {
    message: "the school took my nephew's WASSCE certificate as collateral until we pay the balance. how long can they keep it legally and can we sue for it?",
    intent: "legal-question",
  },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  { message: "I want to meet Mohamed Conteh on Wednesday at 10am about my school fees case against the parents", intent: "booking" },
  { message: "how a fo rich una pls, a de Makeni", intent: "contact" },
  {
    message: "Surveyor se di skul fens don pas on top di neighbor lan by 10 fit. Now di neighbor de bok am dong. Wi wan settle di boundary proper",
    intent: "area:land",
  },
  { message: "Can you recommend a good phone for a student, under 1 million leones", intent: "off-topic" },
  {
    message:
      "My daughter got pregnant in SSS1 and the boy's family refuse to take responsibility or pay anything. I want maintenance for the baby. Where do I start?",
    intent: "area:family",
  },
  { message: "Much appreciated, you have been very helpful.", intent: "thanks" },
  { message: "Which of your lawyers work in the Bo office?", intent: "team" },
  {
    message:
      "The magistrate convicted me for assaulting a pupil and gave me a fine. I paid. I want to appeal because the boy's own classmates said I never touched him.",
    intent: "area:criminal",
  },
  {
    message:
      "i am a girl in jss3, my uncle who pays my fees says if i tell my mum what he does to me at night he will stop my school and send me away. i am scared",
    intent: "safety",
  },
  { message: "What areas of law do you cover?", intent: "services" },
  {
    message: "For the meeting about my unpaid salary what documents should I prepare? I have my appointment letter and some payslips",
    intent: "knowledge:What to bring",
  },
  {
    message:
      "Good afternoon, I am a parent in Port Loko. The police took our principal last night after the fire in the girls hostel and he is still held at the station this morning. The school board asks you to send someone",
    intent: "urgent",
  },
  { message: "how to make soap for sale, we doing a business project in school", intent: "off-topic" },
  { message: "As a proprietor I want to close down one of my two schools and wind up the company that runs it. Can you handle it?", intent: "area:business" },
  {
    message: "what will happen to me if the police find out I signed the attendance register for a teacher who was absent? I'm scared",
    intent: "legal-question",
  },
  { message: "which part of Bo is una office", intent: "address" },
  {
    message:
      "We imported a 60kva generator for the school and it has been stuck at Queen Elizabeth II Quay for two months because customs say our valuation is wrong. Can your firm deal with customs for us?",
    intent: "area:shipping",
  },
  {
    message:
      "The parents association has named a retired judge as mediator for our fight with the school over the levies. Can you represent the association at the mediation?",
    intent: "area:arbitration",
  },
  { message: "Can I pay the legal fees in instalments? Salary don delay", intent: "knowledge:Fees" },
  { message: "pls i wan mit Adama Koroma in person, any day dis wik", intent: "booking" },
  {
    message:
      "My name is Joseph and I have volunteered at a community school in Kenema for three years. The proprietor promised that once the school was approved by government he would put us on payroll and pay back all the months. The school was approved last year but he employed his own relatives instead. I have nothing in writing, only WhatsApp voice notes. Can I still win a case against him without a written contract?",
    intent: "legal-question",
  },
  {
    message: "pls d police come 2 our house nw nw 2 take my papa, he is a teacher, dey say a pupil collapse after flogging. dey r at d door",
    intent: "urgent",
  },
  {
    message: "Pa Brima de tok. A rent mi ol os to wan skul fo 6 yia. Di proprietor no pe rent fo 2 yia en e no wan komot. A wan mi os bak",
    intent: "area:land",
  },
  { message: "our school is building a basketball court, how many bags of cement for a 28m by 15m slab?", intent: "off-topic" },
  { message: "Good afternoon, hope you are well", intent: "greeting" },
  {
    message:
      "Dear Chambers, I was recruited from Ghana to teach Physics at a private secondary school in Freetown on a two-year contract with accommodation. After five months they stopped my salary and asked me to leave the staff quarters. I wish to enforce the terms of my employment contract and would appreciate your assistance.",
    intent: "area:contract",
  },
  { message: "Mi en mi man wan cam tok to lawyer bout di pikin dem skul fees afta wi separate. Wich de una fri dis wik?", intent: "booking" },
  {
    message:
      "The principal's wife beats the housemaid who is a pupil at the school every day and says she will kill her if she runs. The girl called me from the neighbour's phone just now.",
    intent: "safety",
  },
  { message: "Does your firm do other things apart from court cases?", intent: "services" },
  {
    message: "Police invited me for questioning about a fight in my school but they have not arrested me. I go there tomorrow. I want a lawyer to go with me.",
    intent: "area:criminal",
  },
  {
    message: "my teacher colleague has been on remand at Pademba Road since March over a pupil's injury, no trial date, his family cannot afford a lawyer",
    intent: "urgent",
  },
  { message: "Una de opin tumara? Na Wednesday", intent: "hours" },
  {
    message: "Me and my wife are separating. We agree on everything except who will pay the boarding school fees for our 3 children. Need a family lawyer.",
    intent: "area:family",
  },
  { message: "I am coming from Lungi, how do I find your office after the ferry?", intent: "address" },
  {
    message:
      "We teachers want a neutral arbitrator for our salary dispute with the mission that owns our school. Can your firm arrange it or stand for us in the arbitration?",
    intent: "area:arbitration",
  },
  {
    message: "We run a small private school as a sole proprietorship and want to convert it into a limited company so we can bring in investors. Help needed.",
    intent: "area:business",
  },
  { message: "Can a school deduct money from teachers salary for pupils who failed WASSCE? Our proprietor is doing that", intent: "legal-question" },
  {
    message: "Di polis dem tek mi gyal pikin frm di skul to di station bikos shi fet wit wan titcha. Shi de de naw naw, dem no gri fo mek shi go",
    intent: "urgent",
  },
  {
    message:
      "We are a group of schools importing 3 containers of desks from China. The vessel arrived but the shipping line claims demurrage because the bill of lading came late. Who can help?",
    intent: "area:shipping",
  },
  { message: "How big is your team and who heads it?", intent: "team" },
  { message: "number 2 call pls", intent: "phone" },
  { message: "what date will WAEC release this year WASSCE results?", intent: "off-topic" },
  {
    message:
      "Our school and the construction company disagree on how much is left to pay for the new block. The contract has an arbitration clause. We want you to start the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Thank you so much, I feel better now", intent: "thanks" },
  {
    message:
      "Since I refused to change the exam marks of the proprietor's son, men on a bike follow me home every evening and last night they left a note under my door saying 'your days are numbered'. I am a teacher in Makeni.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, our school board intends to purchase a two-town-lot property at Goderich for an annex. We require a full title search and the preparation of the conveyance. Kindly advise how to proceed with your chambers.",
    intent: "area:land",
  },
  { message: "Is der space 4 me 2 park d school bus in front of ur office", intent: "knowledge:Parking" },
  {
    message: "d caterer we pay 2 feed d boarding pupils 4 d term stop supplying food after 3 weeks n refuse 2 refund. we hav d agreement. help",
    intent: "area:contract",
  },
  { message: "Abeg! Dem jes arest mi titcha en tek am go na Kissy station fo di pikin weh fol dong na di skul. E stil de de", intent: "urgent" },
  { message: "What is the best way to contact your office from abroad?", intent: "contact" },
  {
    message:
      "Dear Sir/Madam, I am a parent based in London. I should like to arrange a video consultation with one of your lawyers regarding my son's withheld WASSCE results. Kindly let me know the available times. Regards, Dr S. Williams",
    intent: "booking",
  },
  { message: "pls I need a poem for teachers day, something about patience and chalk", intent: "off-topic" },
  {
    message:
      "My brother died leaving 4 children in secondary school and no will. His widow and his family are fighting over the estate. I want to apply for letters of administration to protect the children's school money.",
    intent: "area:family",
  },
  {
    message: "If a teacher flogs a pupil and the pupil is injured, who is responsible, the teacher or the proprietor? Can I sue both?",
    intent: "legal-question",
  },
  {
    message: "A teacher in my son's school has been selling exam results for money. I have the proof. I want to report it and want the person prosecuted.",
    intent: "area:criminal",
  },
  { message: "pls send me ur email, I want to send d letter dey gave me", intent: "email" },
  { message: "need help", intent: "unknown" },
  { message: "What are your opening hours?", intent: "hours" },
  { message: "Alright, I'll be going now. Bye", intent: "goodbye" },
  {
    message: "We want to apply for a licence to run a vocational training institute next to our school. Can your firm assist with the application?",
    intent: "area:business",
  },
  {
    message:
      "My boyfriend who paid my school fees says if I leave him he will throw acid on my face. I told him it is over today and he has been calling and threatening me since.",
    intent: "safety",
  },
  { message: "I want to ship rice in containers to Guinea for business, wat is d price of a 50kg bag in Freetown now", intent: "off-topic" },
  { message: "What kind of cases does Isatu Bangura handle?", intent: "attorney:Isatu Bangura" },
  {
    message:
      "Our teachers cooperative invested in a fishing boat. The Chinese company broke the charter and took the vessel to Guinea. Can your firm handle this?",
    intent: "area:shipping",
  },
  { message: "Pls wetin una de du? all di service dem", intent: "services" },
  {
    message:
      "I was held at the police for 3 days last year after my school accused me of taking the fees money, then they released me without charge. Can I claim compensation for that detention?",
    intent: "legal-question",
  },
  {
    message:
      "My son (17) was taken by police from his boarding house at midnight after the dormitory fight. We hear he is at Bo central. They still have him now and nobody is telling us anything.",
    intent: "urgent",
  },
  { message: "Appointment to see a land lawyer Monday pls, it is about the school boundary", intent: "booking" },
  { message: "Wetin a fo kari kam? di skul leta en di receipt dem?", intent: "knowledge:What to bring" },
  { message: "hw 2 charge laptop battery wen it show plugged in not charging", intent: "off-topic" },
  { message: "Di man weh de pe mi skul fees se if a no gri fo go wit am dis nite e go kil mi mama. A de ayd na mi fren os naw", intent: "safety" },
  {
    message:
      "Good day. Our school signed a contract with a printing company for 2,000 exam booklets and paid a 60% deposit. They delivered only 400 and those have wrong pages. I would like your firm to review the contract and demand performance or a refund.",
    intent: "area:contract",
  },
  { message: "Titcha dem na wi skul bin de protest fo dem salary, soja dem kam en kari tri titcha go. Dem no kam bak yet, since dis monin", intent: "urgent" },
  { message: "Is it legal for my landlord to lock the school building because of rent arrears while the pupils are writing exams?", intent: "legal-question" },
  { message: "my phone screen crack, how much to fix it na PZ", intent: "off-topic" },
  { message: "Dear Sir, could you kindly confirm your office hours? I am travelling from Kabala on Thursday.", intent: "hours" },
  { message: "lan case: wi bai plot fo di skul since 2019 bot nau tu oda pipul se na dem lan. wi wan lawyer", intent: "area:land" },
  { message: "I'd like to book a consultation about my daughter's school fees refund. Preferably early next week, in the morning.", intent: "booking" },
  { message: "Are all your lawyers in Freetown? How many are there altogether?", intent: "team" },
  {
    message:
      "Long story short: my husband travelled to the US four years ago and stopped sending money for the children. Now the school has sent them home twice for fees. I have his address over there. I want to file for child maintenance.",
    intent: "area:family",
  },
  { message: "Is your firm able to register an NGO that will run free schools for girls? We have the board ready.", intent: "area:business" },
  {
    message:
      "My son has been held at Kabala police station since Saturday after a teacher said he threatened him. Today is Monday and they still haven't released him or charged him. What can I do?",
    intent: "urgent",
  },
  { message: "Which network gives the cheapest student data bundle, Africell or Orange? I want to change my contract", intent: "off-topic" },
  { message: "Papa se if a fel wan moh subject e go kil mi. Tide e bit mi wit belt te blod kam. A de na di bafroom naw, a lok di do", intent: "safety" },
  {
    message:
      "Someone forged my signature as principal on fake WASSCE result slips. The police are not doing anything. I want a lawyer to push the case so the forger is prosecuted.",
    intent: "area:criminal",
  },
  {
    message:
      "I am a proprietor. If a parent refuses to pay fees for a whole year, can I keep the child's results and transcripts until they pay, or will I get into trouble?",
    intent: "legal-question",
  },
  { message: "Could you share your email? I'd like to forward the school's letter withholding my results.", intent: "email" },
  {
    message: "Abeg, wi get container wit skul buk dem na Queen Elizabeth Quay since tu mont. Customs se wi fo pe big big duty. Una go ebul ep wi?",
    intent: "area:shipping",
  },
  { message: "Do you handle only court cases or do you also advise schools and companies?", intent: "services" },
  {
    message:
      "The teachers and the proprietors association have agreed to choose a mediator instead of going on strike. We need a law firm to run the mediation sessions.",
    intent: "area:arbitration",
  },
  {
    message: "Is there someone there who speaks Mende? My grandmother is the one paying the children's fees and she wants to explain herself",
    intent: "knowledge:Languages spoken",
  },
  { message: "Pls pls dey r beating my uncle n dragging him 2 d police van nw bcos he hit a teacher, we r at d school gate", intent: "urgent" },
  { message: "Can I meet Fatmata Kamara personally? My case is about the school my late mother built.", intent: "booking" },
  { message: "Who invented the blackboard?", intent: "off-topic" },
  {
    message:
      "I work as a cook in a boarding school. They dismissed me without notice after 6 years and refused my end of service benefits. I need help with my claim.",
    intent: "area:contract",
  },
  { message: "Helo una", intent: "greeting" },
  { message: "Do you charge for the first meeting or is it free? My matter is about a school fees refund", intent: "knowledge:Fees" },
  {
    message:
      "We are buying a house to use as a girls hostel for our school. The seller says the title deed is with the bank. Can you check the title and handle the conveyance?",
    intent: "area:land",
  },
  {
    message:
      "My daughter was flogged in front of the class and humiliated. Do I have a right to demand the teacher be sacked, and what compensation can I get?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir/Madam, I write with great urgency. My brother, a mathematics teacher at a secondary school in Bo, was detained yesterday at Bo police station following an allegation by a parent. As of this morning he has not been released nor brought before a court. Kindly advise whether a lawyer from your Bo office can attend to him today.",
    intent: "urgent",
  },
  { message: "closing time 2day?", intent: "hours" },
  { message: "Abeg gi mi una fon nomba", intent: "phone" },
  {
    message: "Mi sista dai las mont, shi lef tri pikin na skul. A wan tek dem legally so dat a go sain fo dem na di skul. Una de du dat?",
    intent: "area:family",
  },
  { message: "Give me 10 quiz questions for our inter-house chemistry quiz", intent: "off-topic" },
  {
    message:
      "We want to bring in a foreign investor to build a science block in our school in exchange for shares. Need help with the investment agreement and the company structure.",
    intent: "area:business",
  },
  {
    message:
      "I am a teacher and since I refused a bribe to change a pupil's grade his father sends me voice messages saying he knows where my children play. Today he came to the school gate and stood there staring at me.",
    intent: "safety",
  },
  { message: "Who are your associates?", intent: "team" },
  { message: "wich side una office de na Freetown? a no no di ples", intent: "address" },
  {
    message:
      "I am summoned to appear in court next week for obtaining money by false pretences because a parent says I took money to register her child for WASSCE and did not. I need representation.",
    intent: "area:criminal",
  },
  { message: "parking for car?", intent: "knowledge:Parking" },
  { message: "pls how can I contact d lawyers", intent: "contact" },
  {
    message: "Our school ordered 200 solar lanterns from Dubai, the cargo arrived damaged and the insurer refuses to pay. Need help with the cargo claim",
    intent: "area:shipping",
  },
  { message: "Can u help me write a business plan for a private school", intent: "off-topic" },
  { message: "a wan mit lawyer bout mi salary, book mi fo Friday", intent: "booking" },
  {
    message:
      "They have my father in the Makeni police cell since Thursday, he is the principal. The pupils burnt the lab and police say he is responsible. Still not released.",
    intent: "urgent",
  },
  {
    message:
      "We had an agreement with the former principal to settle his gratuity through arbitration. The arbitrator gave an award and now we want it registered with the court. Can you do it?",
    intent: "area:arbitration",
  },
  { message: "Am I allowed by law to stop paying fees to a school that beats my child every week?", intent: "legal-question" },
  { message: "Tenki tenki", intent: "thanks" },
  { message: "ehn i wan ask sometin", intent: "unknown" },
  { message: "Should I bring my son's report cards and the letter from the school to the consultation?", intent: "knowledge:What to bring" },
  { message: "pls correct dis sentence 4 my english homework: 'the pupils was punished by there teacher'", intent: "off-topic" },
  {
    message:
      "Mi boy pikin, 16, dem don put am na cell na Lumley station since Friday bikos dem se e tif phone na skul. Dem de tok se na court Monday. Abeg una kam",
    intent: "urgent",
  },
  {
    message:
      "Our school hired a security company to guard the campus for a year and paid upfront. In the second term their guards stopped coming and we were robbed of twelve laptops. The company now ignores our calls. We want to take action on the contract.",
    intent: "area:contract",
  },
  {
    message: "As a proprietor, am I liable if a teacher I employ flogs a pupil against the school rules? The parents say they will sue the school.",
    intent: "legal-question",
  },
  { message: "Dear Sir or Madam, I would like to know whether your chambers are open on Saturday mornings, as I teach on weekdays.", intent: "hours" },
  {
    message:
      "I'm a retired teacher. The government wants to take part of my land to extend the secondary school next door, and no compensation has been mentioned. I need a land lawyer.",
    intent: "area:land",
  },
  {
    message:
      "My co-wife's brothers came to the house and said they will kill me because my son passed his exams and theirs failed, they say I used juju. They said they will return tonight. I am with my children in the room.",
    intent: "safety",
  },
  { message: "Can I schedule a meeting with Abdul Rahman Sesay? It's about shareholding in our school company.", intent: "booking" },
  { message: "i want divorce. my husband use all d money 4 d children school fees on drinking n other women. hw do i start", intent: "area:family" },
  {
    message:
      "Dear Sir, a man posing as a WAEC official collected registration money from 30 of our pupils and disappeared. We have reported to the police and we wish to instruct a lawyer to follow up the prosecution.",
    intent: "area:criminal",
  },
  { message: "Do you have any young lawyers or only senior ones?", intent: "team" },
  { message: "Besides land cases, what other services do you offer?", intent: "services" },
  { message: "first aid for cardiac arrest, one of our teachers collapsed last term and we want to train the staff", intent: "off-topic" },
  { message: "we r 3 teachers, want 2 open a tutorial company n register it. can una do it 4 us", intent: "area:business" },
  {
    message:
      "I'm writing this from the police station in Kenema, they took my phone but I borrowed one. I'm the bursar of the school and they've been holding me since last night over the missing fees. Please send a lawyer",
    intent: "urgent",
  },
  {
    message: "My ex wife took our daughter out of her school without my consent and moved her to Kono. Is that legal when we share custody?",
    intent: "legal-question",
  },
  {
    message: "clearing agent hold our school bus documents at the quay n say we must pay extra before he release. bus don reach 3 weeks now",
    intent: "area:shipping",
  },
  { message: "Is that +232 76 number still working? I tried calling", intent: "phone" },
  { message: "Wi wan settle di palava wit di proprietor oba wi salary witout court. Una get pesin weh go sidom na di midul?", intent: "area:arbitration" },
  { message: "what is your consultation email?", intent: "email" },
  {
    message:
      "Tonight some senior boys said they will initiate me into their society by force and anyone who refuses gets beaten. They are coming to the dormitory at 12. I am in JSS2 and I am hiding in the toilet now.",
    intent: "safety",
  },
  {
    message:
      "The school made my son repeat SSS2 because I paid the fees late, even though he passed all his exams. Can I take them to court over this and win?",
    intent: "legal-question",
  },
  { message: "wat r d properties of acids n bases, chemistry assignment", intent: "off-topic" },
  { message: "Hello, good evening to you all", intent: "greeting" },
  {
    message: "i supply bread 2 a boarding school since january n they hav not paid 4 5 months. i hav d invoices. pls help me collect",
    intent: "area:contract",
  },
  {
    message: "Dem arest mi papa las nite na in os fo di fet na di PTA mitin. Tide na Monday e stil de na di station na Port Loko. Wi no get moni fo bel",
    intent: "urgent",
  },
  { message: "Do you have legal aid for parents who can't afford it? My child was beaten at school and I'm a petty trader", intent: "knowledge:Fees" },
  { message: "directions to your office from the cotton tree please", intent: "address" },
  {
    message:
      "The school pays rent on our family land but one of my uncles collects it alone. We want the family land shared properly and the lease renewed in all our names.",
    intent: "area:land",
  },
  { message: "Abeg, a wan si lawyer na Bo ofis tumara, na bout mi pikin in skul", intent: "booking" },
  {
    message:
      "Dr S. Williams here, writing from London. My mother passed away in Freetown last month and left property. Some relatives are occupying it, and the rent was meant for my nieces' school fees. I would like your firm to handle the probate and administration of her estate.",
    intent: "area:family",
  },
  { message: "Any other way to reach you apart from coming to the office?", intent: "contact" },
  {
    message:
      "My 15 year old son and his friends were taken by the police after a football fight between two schools. They are at Ross Road police station right now. Please, we need someone there.",
    intent: "urgent",
  },
  { message: "Can I speak French with the lawyer? I am a Guinean teacher working in Freetown", intent: "knowledge:Languages spoken" },
  {
    message: "our school company has debts with the bank and we want to restructure the loan before they seize the property. need a business lawyer",
    intent: "area:business",
  },
  { message: "hw long does it take 2 land in London frm Lungi? my son is travelling 4 school", intent: "off-topic" },
  { message: "una de open at 8? a go pas bifo skul", intent: "hours" },
  { message: "Ok thank you, that helps a lot", intent: "thanks" },
  {
    message:
      "I was arrested two years ago for flogging a pupil, got bail and the case was struck out. Now the parents have brought a fresh complaint. I need a criminal lawyer to handle it.",
    intent: "area:criminal",
  },
  { message: "Do you do notary work and affidavits too? Like for school certificates", intent: "services" },
  {
    message: "Does a teacher have a right to be paid for the holiday months if the contract says 12 months salary? The proprietor says no school no pay.",
    intent: "legal-question",
  },
  {
    message:
      "A container of furniture sent by our alumni in the UK is held by customs at the quay because the consignee name is the school and not a person. Do you deal with such matters?",
    intent: "area:shipping",
  },
  { message: "Di titcha weh de bit mi evri de se if mi mama go komplen e go sho mi. Tide e push mi na di stayakes. A no wan go bak, a fred", intent: "safety" },
  { message: "Do you have a car park or should I park on the street?", intent: "knowledge:Parking" },
  { message: "I want an appointment with the Senior Partner on Monday", intent: "booking" },
  {
    message:
      "I am at the CID now with my sister, she is a teacher and they have just put her in the cell for the exam leakage case. They say she will sleep here tonight.",
    intent: "urgent",
  },
  {
    message:
      "The church that owns our mission school and the teachers have agreed to arbitration over 2 years of arrears. We need a lawyer to represent the teachers at the arbitration hearing.",
    intent: "area:arbitration",
  },
  { message: "Ok goodnight, I will come tomorrow", intent: "goodbye" },
  { message: "helo, plz", intent: "unknown" },
  { message: "Whaat documents do I need 2 bring 4 d land matter of d school", intent: "knowledge:What to bring" },
  {
    message:
      "Good morning. I'm a proprietor. Last night officers from the Anti-Corruption Commission came and took my accountant away over the school subsidy money. He has not come back and his phone is off. We think they are holding him at their office. Need a lawyer today.",
    intent: "urgent",
  },
  { message: "my literature text is about the trial of a witch in a village, pls summarize chapter 3 for me", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I served as Vice Principal of a private secondary school for six years. On 3rd March I received a letter terminating my appointment with immediate effect and without the three months' notice stated in my contract. I should be grateful if your chambers would take up this matter on my behalf.",
    intent: "area:contract",
  },
  { message: "If a teacher kept my son's WASSCE registration money and he missed the exam, how much can the court award us?", intent: "legal-question" },
  { message: "Good day sir/ma", intent: "greeting" },
  {
    message: "Di skul weh a get na Port Loko, di chif dem se di lis don dun en dem wan gi di lan to oda pipul. Wi get di lis pepa. A wan lawyer",
    intent: "area:land",
  },
  {
    message:
      "My husband slapped me and said he will kill me because I used the rent money to pay our son's WASSCE fees. He went out saying he is coming back with his brothers to finish it.",
    intent: "safety",
  },
  {
    message: "Could I book a consultation for this Thursday, and what documents should I bring? It concerns my unpaid teaching salary.",
    intent: "booking",
    also: ["knowledge:What to bring"],
  },
  {
    message:
      "I married my wife under customary law and we have 3 children in school. She left and took them to her parents. I want a lawyer for custody and to settle our separation properly.",
    intent: "area:family",
  },
  { message: "Are you open now?", intent: "hours" },
  { message: "Can you tell me the rules of volleyball, we are marking out the court in our school compound", intent: "off-topic" },
  {
    message:
      "A teacher has been taking money from pupils to give them marks. My son refused and was failed on purpose. I want to lodge a criminal complaint and have the teacher charged.",
    intent: "area:criminal",
  },
  { message: "how many female lawyers are there in your chambers?", intent: "team" },
  { message: "abeg dem don lok mi sista na Kenema polis since Sunday, shi na titcha, dem se shi bit wan gyal pikin. Te naw dem no rilis am", intent: "urgent" },
  {
    message: "I want to buy into an existing private school as a shareholder. Please help me check the company's records and prepare the share purchase.",
    intent: "area:business",
  },
  { message: "call line?", intent: "phone" },
  {
    message:
      "The vessel carrying our donated school furniture from Europe was detained at Queen Elizabeth II Quay over port charges the shipowner did not pay. Our cargo is on board. Can you help us get it released?",
    intent: "area:shipping",
  },
  {
    message: "Can the school keep my certificate because I left owing fees 3 years ago? I need it for a job now. What does the law say?",
    intent: "legal-question",
  },
  { message: "Wetin kain legal service una de gi in general?", intent: "services" },
  {
    message:
      "We have a dispute with the school we partner with over sharing the WAEC centre fees. Before going to court, we would prefer a mediator. Can your firm mediate?",
    intent: "area:arbitration",
  },
  {
    message:
      "My husband went to the station yesterday to report the teacher who beat our son, but the police locked him up instead saying he insulted the officer. He's still in the cell behind the counter. Please help us",
    intent: "urgent",
  },
  {
    message: "I am teaching Government to SSS2, pls make me lesson notes on the three arms of government: legislature, executive and judiciary",
    intent: "off-topic",
  },
  { message: "Mi nefyu se di big boys dem na in skul don tek nef se dem go stab am afta skul tide. E de insay di klas naw, e fred fo komot", intent: "safety" },
  { message: "How do people usually get in touch with you?", intent: "contact" },
  { message: "wi gi builder 15 million fo build di skul toilet en e no du natin since 6 mont. A wan mi moni bak", intent: "area:contract" },
  { message: "email?", intent: "email" },
  {
    message:
      "A school built a fence on our family land in Bo and says the land was sold to them by a man who does not own it. We want to stop them and get our land back.",
    intent: "area:land",
  },
  { message: "kushe kushe, aw di bodi", intent: "greeting" },
  {
    message: "Will I go to jail for slapping a pupil who insulted me? The parents reported to the police but no one has come for me yet.",
    intent: "legal-question",
  },
  { message: "Please fix a meeting with Hawa Turay in Bo for Friday if she's available", intent: "booking" },
  {
    message:
      "Police arrested my son at school last month and released him after 2 days. Now they say he must report to the station every week and they may charge him. We need a lawyer to follow the case.",
    intent: "area:criminal",
  },
  { message: "Una lawyer go ebul tok Temne? mi papa no de tok Krio wel", intent: "knowledge:Languages spoken" },
  { message: "Our school bus battery needs a charge every morning, what could be wrong with it?", intent: "off-topic" },
  { message: "Is Abdul Rahman Sesay still practising with you? I heard he moved abroad", intent: "attorney:Abdul Rahman Sesay" },
  {
    message: "My father left a will that gives the school he owned to me, but my stepmother says she has the right to it. Need help proving the will in court.",
    intent: "area:family",
  },
  {
    message:
      "The proprietor keeps calling me to his office after school and touching me, he says if I report he will expel me and my family will pay back the whole scholarship. He told me to come again tomorrow. I'm 17.",
    intent: "safety",
  },
  { message: "wat days r u open, n do u close 4 lunch", intent: "hours" },
  {
    message: "We want to dissolve the partnership that runs our lesson centre and share the assets. My partner agrees. Please handle the paperwork.",
    intent: "area:business",
  },
  { message: "You've been very kind, thanks", intent: "thanks" },
  { message: "Na mi mama dem kari go station naw naw, na Kissy, bikos di titcha se shi bit am wen e flog mi broda. Dem stil de wit am", intent: "urgent" },
  {
    message: "My contract says the school can end it with one week notice. Is that valid under our labour law after 5 years service?",
    intent: "legal-question",
  },
  { message: "fishing boat weh wi bin de yuz fo pe skul fees sink na sea wit di fish, insurance no wan pe. wi nid lawyer", intent: "area:shipping" },
  {
    message:
      "This is the vice principal of a school in Makeni. Two of our SSS3 boys were arrested at the WASSCE centre this morning for malpractice and are in the police cell now. The exam continues tomorrow. We need legal help at once.",
    intent: "urgent",
  },
  { message: "Who is the lawyer at the Bo branch and who are the others in Freetown?", intent: "team" },
  {
    message: "Teachers vs proprietor salary case: both sides have agreed to use a neutral person instead of court. Can your chambers provide the arbitrator?",
    intent: "area:arbitration",
  },
  { message: "i need a title 4 my school magazine, give me 5 catchy ones", intent: "off-topic" },
  { message: "Bye for now, take care", intent: "goodbye" },
  { message: "Where can I leave my car when I come to the office?", intent: "knowledge:Parking" },
  { message: "I need to talk with a lawyer face to face about the flogging case, which day this week?", intent: "booking" },
  {
    message:
      "Since the strike, the proprietor's people have been threatening us teachers. Today they beat one of us badly outside the staff room and said the rest of us are next. We're afraid to go back tomorrow.",
    intent: "safety",
  },
  {
    message:
      "Dear Sir/Madam, my daughter's school in Freetown is withholding her WASSCE result slip and certificate because of an outstanding balance of Le 2,500 which we dispute. She has been offered a place at a university abroad. Could you advise whether the school is legally entitled to withhold the documents, and what remedies are open to us? Yours faithfully, Dr S. Williams",
    intent: "legal-question",
  },
  { message: "dey jst arrest our principal on d assembly ground, police r taking him nw, pupils r crying. pls send sum1", intent: "urgent" },
  {
    message:
      "I am an IT teacher on a one-year contract. The school says it will pay me only half the agreed salary because the government subsidy has not come. I never agreed to this. I want a lawyer to enforce my contract.",
    intent: "area:contract",
  },
  { message: "label the parts of a plant cell for my biology practical pls", intent: "off-topic" },
  { message: "mi papa bin gi di skul wan pis lan fo bil klas bot no pepa no de. Nau mi famili wan am bak. Wi nid lawyer fo sot am", intent: "area:land" },
  { message: "What time does your office open, and where exactly is it?", intent: "hours", also: ["address"] },
  {
    message:
      "My husband's relatives say I must leave the house or they will kill me, because I refuse to give them the money his school paid after his death. They broke my window last night. I am hiding at my pastor's house with the children.",
    intent: "safety",
  },
  { message: "Pls can I come and see a lawyer Tuesday 11am? Na fo mi salary palava", intent: "booking" },
  {
    message: "I'm a teacher and I want to marry my fiancee at the registry next month. Can your firm help with the marriage process and paperwork?",
    intent: "area:family",
  },
  {
    message:
      "The school gateman was caught stealing exam scripts and the police let him go. We want him prosecuted. Can your lawyers help the school with the complaint?",
    intent: "area:criminal",
  },
  { message: "I want to know in general what your firm does", intent: "services" },
  {
    message:
      "Mi broda don de na Pademba Road on remand fo 5 mont, e na titcha, fo di case ov di pikin weh wund na skul. Nobodi no de du natin. Una go ebul ep?",
    intent: "urgent",
  },
  { message: "recipe for groundnut soup for the staff party, the principal is the judge of our cooking contest", intent: "off-topic" },
  { message: "I run a school supplies shop and want to register it as a business name and get a trading licence. Please help.", intent: "area:business" },
  { message: "Send me the list of your lawyers and their positions", intent: "team" },
  {
    message:
      "Our school ordered lab equipment by sea and the container came with half the items missing. The seller says it was complete when loaded. We want to make a cargo claim against the shipping line.",
    intent: "area:shipping",
  },
  { message: "will d court force my papa 2 pay my school fees even though he say im not his child? my mama want 2 take him 2 court", intent: "legal-question" },
  { message: "Mobile number for the Bo office?", intent: "phone" },
  {
    message:
      "Parents and the school failed to agree on refunds after the school closed early. The Ministry suggested mediation. Can your firm act as mediator?",
    intent: "area:arbitration",
  },
  { message: "Hello", intent: "greeting" },
  {
    message:
      "Police came and took my wife from the market at 6am, she is a teacher and they say she collected WASSCE money from pupils. She is at Central Police, not released yet.",
    intent: "urgent",
  },
  { message: "How much una de charge fo school fees case?", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, I supplied 300 desks to a secondary school in Kenema under a signed purchase order. The invoice of Le 90,000 has been outstanding for eight months despite several reminders. I would like your chambers to recover the sum.",
    intent: "area:contract",
  },
  {
    message: "Wan titcha de tretin mi se e go bit mi te a dai if a tel di principal bot di moni weh e tek fo di exam. E de wet fo mi na di get naw",
    intent: "safety",
  },
  { message: "Is your office near the law courts building?", intent: "address" },
  {
    message: "My teachers union says government must pay us even though the school is private and we are not approved. Is that true under the law?",
    intent: "legal-question",
  },
  { message: "I'd like to meet with Isatu Bangura about my son's expulsion, when is she free?", intent: "booking" },
  { message: "Wi na tenant na wan os fo di skul, di landlord don sen leta se wi fo komot in 2 wik. Wi lis get 3 yia lef. Wi nid lawyer", intent: "area:land" },
  { message: "What is the best way to get in contact? I'm in Kabala.", intent: "contact" },
  { message: "Mi gyal pikin in papa no de pe fo shi skul. Wi no bin marade. A wan lawyer fo tek am go kot fo maintenance", intent: "area:family" },
  { message: "Do you have interpreters? My mother only speaks Kono", intent: "knowledge:Languages spoken" },
  { message: "Write a short story about a good deed for my JSS1 English class", intent: "off-topic" },
  {
    message:
      "It's been two nights now and they have not released my son from Bo police station, he is 16 and the school accused him of burning the staff room. No one has told us anything.",
    intent: "urgent",
  },
  {
    message:
      "Our proprietors group wants to form a company to buy school buses together, each school holding shares. Can you set up the company and the shareholder agreement?",
    intent: "area:business",
  },
  { message: "do una work on weekends?", intent: "hours" },
  { message: "see you on Monday then, bye", intent: "goodbye" },
  {
    message:
      "I am a teacher and I got a police invitation letter over a pupil's complaint. I have not been arrested. I want one of your lawyers to go with me and represent me.",
    intent: "area:criminal",
  },
  { message: "Can a school refuse to give my son his transcript because his younger sister's fees are unpaid?", intent: "legal-question" },
  { message: "Tell me about Christiana Thomas, what does she specialise in?", intent: "attorney:Christiana Thomas" },
  {
    message:
      "We're a school in Bo importing a container of textbooks through Freetown port. Can your firm appoint and supervise a clearing agent and handle customs for us?",
    intent: "area:shipping",
  },
  { message: "ok so um", intent: "unknown" },
  { message: "thank u 4 ur time", intent: "thanks" },
  { message: "how many containers of water does a school of 500 pupils need daily? doing a project", intent: "off-topic" },
  {
    message: "Mi uncle de bit mi mama evri nite bikos shi pe mi skul fees insted of gi am di moni. Tunait e se e go kil am. Wi de na di os naw",
    intent: "safety",
  },
  { message: "I want an appointment on any weekday morning with whoever handles employment contracts", intent: "booking" },
  {
    message:
      "Good day. I am one of three founders of a secondary school in Kenema. We have disagreed for two years over the running of the school and the sharing of fees. Court will take too long and the school will suffer. We want someone neutral to settle it by arbitration. Please help us.",
    intent: "area:arbitration",
  },
  {
    message:
      "They have held our headmaster at the Makeni central station since yesterday, he is being kept in the cell and the police say they are waiting for instructions from Freetown.",
    intent: "urgent",
  },
  { message: "Wetin fo prepare bifo a kam? Di salary slip dem, di contract?", intent: "knowledge:What to bring" },
  { message: "a de go naw, bye", intent: "goodbye" },
  { message: "Do you offer services to companies or only to individuals?", intent: "services" },
];
