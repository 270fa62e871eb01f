import type { LabelledMessage } from "./labelled-message";

// Formal and semi-formal English visitor messages at different levels of polish, from long courteous letters to curt one-liners. Writers: Mrs. Agnes Cole-Williams, 74, a retired judge's widow at Wilberforce, courteous, old-fashioned and long-winded; Mariama Kanu, 35, a child-protection NGO programme officer in Bo, writing in report English (kindly advise, beneficiaries); Alusine Fofanah, 28, a bank clerk on Siaka Stevens Street, curt, typing between customers with dropped words; Mr. Joseph Bockarie, 46, an English teacher at a secondary school in Makeni, careful and correct; Daniel Macauley, 52, back in Lumley after twenty years in Maryland, direct and full of American idiom; Haja Bintu Mansaray, 41, company secretary of a trading firm in Freetown, precise and brisk; Kadiatu Kargbo, 38, a police officer's wife in Wellington, semi-formal English slipping into Krio when upset; Umaru Bah, 21, a Fourah Bay College student, casual lower-case phone English.

export const DEVELOPMENT_THIRTY_FOURTH: LabelledMessage[] = [
  { message: "Police at our gate now, they want to take my father. What do I do", intent: "urgent" },
  {
    message:
      "I live alone, and for two nights now someone has tried to force my back door. Tonight I can hear them again. Forgive me for writing to a law office, but I did not know where else to turn.",
    intent: "safety",
  },
  { message: "What email can we send documents to?", intent: "email" },
  { message: "my brother has case in court for theft. need defence lawyer", intent: "area:criminal" },
  { message: "How many lawyers are in your firm?", intent: "team" },
  {
    message:
      "My wife's been held at the airport by immigration and police since this morning. They took her passport and won't let her leave. I'm standing outside at Lungi right now. Please have somebody call me back.",
    intent: "urgent",
  },
  {
    message: "My dad died in Kenema without a will and my uncles took everything. I want to claim our inheritance. Is this something you handle?",
    intent: "area:family",
  },
  { message: "how do i get hold of someone at the firm", intent: "contact" },
  {
    message: "Is a board resolution valid if it was passed by only two of five directors, where our articles set the quorum at three?",
    intent: "legal-question",
  },
  { message: "Wetin I go carry come when I de come see lawyer?", intent: "knowledge:What to bring" },
  { message: "I want to register a company for my shop. You do that?", intent: "area:business" },
  { message: "Is there anything I should prepare or bring along for my first appointment?", intent: "knowledge:What to bring" },
  { message: "What's your address? I'm putting it in Google Maps.", intent: "address" },
  { message: "how much for consultation", intent: "knowledge:Fees" },
  { message: "someone is threatening me on phone, says I will die if I don't pay money. I am scared", intent: "safety" },
  { message: "is the office still open after 5?", intent: "hours" },
  { message: "do you do ADR? like arbitration for a business disagreement", intent: "area:arbitration" },
  { message: "Alright, catch you later.", intent: "goodbye" },
  { message: "you open Saturday?", intent: "hours" },
  { message: "Thank you ever so much, you have been most helpful.", intent: "thanks" },
  { message: "Are there any vacancies at the Ministry of Social Welfare at the moment? Our intern is looking for work.", intent: "off-topic" },
  {
    message:
      "I bought land in Waterloo in 2019 and paid in full. Now the seller's family says the sale isn't valid because not all of them signed. Will I win if I take them to court?",
    intent: "legal-question",
  },
  { message: "A man owe me money for the generator I sell am. We get agreement but he dey dodge me. Una fit help collect am?", intent: "area:contract" },
  { message: "Which lawyers dey work there?", intent: "team" },
  { message: "bye", intent: "goodbye" },
  { message: "What was the population of Kenema District at the last census?", intent: "off-topic" },
  { message: "Requesting a consultation slot for two of our programme staff next week. Any day works except Wednesday.", intent: "booking" },
  { message: "Ok I de go now, bye bye", intent: "goodbye" },
  {
    message: "Does the sale of a second-hand car have to be in writing to be enforceable? I paid cash and the seller now denies the sale.",
    intent: "legal-question",
  },
  {
    message:
      "I am ashamed to write this, but my son-in-law has been beating my daughter again tonight and she has run to my house with the children. He is outside in the road shouting that he will kill her. What am I to do?",
    intent: "safety",
  },
  { message: "May I know the names of your lawyers and their areas of specialisation?", intent: "team" },
  { message: "Please what is today's exchange rate of the US dollar to the new Leone?", intent: "off-topic" },
  { message: "Could you tell me at what time the Sunday service begins at St George's Cathedral?", intent: "off-topic" },
  { message: "I wish to register the conveyance for a plot I bought at Lunsar. Can your land department assist?", intent: "area:land" },
  {
    message:
      "Our Managing Director has been detained by CID officers at their headquarters since 10:00 this morning. He has not been charged. We require counsel to attend immediately. Please respond.",
    intent: "urgent",
  },
  { message: "Me sister husband dey beat am now now, we de hear am cry inside the house. Wetin we go do?", intent: "safety" },
  { message: "Please provide your contact details.", intent: "contact" },
  {
    message: "Our joint venture partner has served a notice of arbitration. We require counsel to represent us before the tribunal.",
    intent: "area:arbitration",
  },
  {
    message:
      "We intend to restructure the shareholding of our company following the entry of a new investor, and seek your assistance with the share transfer and amended articles.",
    intent: "area:business",
  },
  {
    message:
      "Some guys have been parked outside my place for three nights. They followed my car again today and one of them flashed a gun. I'm scared for my family.",
    intent: "safety",
  },
  { message: "Kindly give me your email address so that I can send a letter.", intent: "email" },
  { message: "Is it possible to pay your fees in instalments? A teacher's salary does not stretch far.", intent: "knowledge:Fees" },
  {
    message: "some guys in my area are threatening to beat me because they think I'm gay. they've been outside all evening. i don't know what to do",
    intent: "safety",
  },
  { message: "I want buy land in Waterloo. Need lawyer to check the papers before I pay.", intent: "area:land" },
  {
    message: "Shipped my car over from Baltimore and it's been sitting at the port a month. They keep adding demurrage. Need someone to sort this out.",
    intent: "area:shipping",
  },
  { message: "We require conveyancing services for the acquisition of a warehouse property at Kissy Dockyard.", intent: "area:land" },
  { message: "Please provide a list of partners and associates with their specialisms.", intent: "team" },
  { message: "if the police search my phone without a warrant is that legal in SL?", intent: "legal-question" },
  {
    message:
      "Please help me. My husband's own colleagues dem hold my brother at Kissy station since yesterday night and they refuse bail, they say na order from above. I don't know who else to turn to.",
    intent: "urgent",
  },
  { message: "how much is a bag of rice now in Freetown", intent: "off-topic" },
  {
    message:
      "We have a woman at our shelter in Bo whose husband is outside the gate with a cutlass, threatening her. Please advise who to contact immediately.",
    intent: "safety",
  },
  {
    message: "I'm importing construction equipment through Freetown port next month. Want a lawyer on the port and customs paperwork so nothing gets stuck.",
    intent: "area:shipping",
  },
  {
    message:
      "URGENT. Our accountant has been held at the Anti-Corruption Commission offices since 9 a.m. and has been told he will not be released today. Please advise immediately.",
    intent: "urgent",
  },
  { message: "Kindly confirm business hours.", intent: "hours" },
  { message: "need help with bank loan documents for my business, the bank gave me papers I don't understand", intent: "area:business" },
  { message: "What are your rates? Hourly or flat fee?", intent: "knowledge:Fees" },
  {
    message:
      "Hi, my cousin got picked up by the cops in Lumley about 2 hours ago and they won't tell us a thing. He's still at the station. I need somebody there ASAP, who do I call?",
    intent: "urgent",
  },
  {
    message: "Our container of medical supplies has been held at QEII Quay for three weeks pending customs clearance. Can your shipping team help?",
    intent: "area:shipping",
  },
  { message: "Customer owes my business 40 million Leones under our agreement, refuses to pay. Need lawyer.", intent: "area:contract" },
  { message: "my grandma's title deed got burnt in a fire. can you help us get it replaced?", intent: "area:land" },
  { message: "May I have a telephone number for the chambers?", intent: "phone" },
  { message: "If I start a business here as a dual citizen, can I legally own 100% of it or do I need a local partner?", intent: "legal-question" },
  { message: "Where can I get a decent cheeseburger in Freetown? Been craving one for weeks.", intent: "off-topic" },
  { message: "Who's on your team over there?", intent: "team" },
  { message: "That's all for now, bye.", intent: "goodbye" },
  { message: "Some colleagues and I are forming a private school as a company. We need help with the shareholder agreement.", intent: "area:business" },
  { message: "Can I come in Saturday for consultation?", intent: "booking" },
  { message: "Do you handle inter-country adoption? A family in the UK wishes to adopt a child from our care centre.", intent: "area:family" },
  {
    message:
      "The police came for my brother-in-law at dawn. He is still at the station in Lunsar and they say he will be transferred to Freetown tonight. We need help before they move him.",
    intent: "urgent",
  },
  { message: "Arrested this morning at Congo Cross. Still inside. Need help NOW.", intent: "urgent" },
  { message: "Please draft a two-minute vote of thanks for our retiring chairman.", intent: "off-topic" },
  { message: "heyy", intent: "greeting" },
  { message: "We wish to arrange an initial meeting with your team on Wednesday at 10:00 a.m. to discuss a matter. Please confirm.", intent: "booking" },
  { message: "My sister and me want open supermarket together. We need paper for the company.", intent: "area:business" },
  { message: "What is your office address?", intent: "address" },
  { message: "Greetings.", intent: "greeting" },
  { message: "my neighbour built his fence inside my land. need help", intent: "area:land" },
  {
    message:
      "Sir/Madam, the police have just entered the school compound and taken away our principal in handcuffs. We do not know where they are taking him. Please, we need a lawyer to follow him at once.",
    intent: "urgent",
  },
  { message: "Does anyone at the firm speak Mende? Some of our clients do not speak English.", intent: "knowledge:Languages spoken" },
  {
    message: "Our school board and the building contractor cannot agree on the final payment. We would prefer arbitration to litigation. Can you assist?",
    intent: "area:arbitration",
  },
  { message: "I hardly know how to begin.", intent: "unknown" },
  {
    message:
      "I have received three anonymous messages today threatening my life if I do not withdraw a complaint I made to the Board. I fear for my safety tonight.",
    intent: "safety",
  },
  { message: "In which languages may consultations be conducted?", intent: "knowledge:Languages spoken" },
  { message: "Are you a full-service firm or do you specialise?", intent: "services" },
  { message: "Una open today?", intent: "hours" },
  { message: "I beg una, police don hold my husband brother two days now for Waterloo. Dem no gree make we see am. Wetin I go do?", intent: "urgent" },
  { message: "Pls wetin be the price of ferry ticket to Lungi now", intent: "off-topic" },
  { message: "Is it true that a guarantor must pay the whole loan if the borrower runs away?", intent: "legal-question" },
  {
    message: "My grandson was released on police bail last week and has been told to report again on Monday. I would like a lawyer to accompany him.",
    intent: "area:criminal",
  },
  { message: "What legal services does Kamara Chambers provide?", intent: "services" },
  {
    message:
      "One of my pupils has just told me that her stepfather abuses her at night. She is afraid to go home after school today. What must I do this instant?",
    intent: "safety",
  },
  { message: "Wat time Chelsea play today", intent: "off-topic" },
  { message: "I want leave my husband but I no know how to start the divorce. Una dey help with that?", intent: "area:family" },
  {
    message:
      "My late husband left a will leaving the Wilberforce house to me, but his son from an earlier marriage maintains that under customary law it belongs to him. Is he correct? Am I entitled to remain in the house?",
    intent: "legal-question",
  },
  { message: "How I go reach una?", intent: "contact" },
  {
    message:
      "Our cement cargo was short-landed at QEII Quay. We wish to lodge a claim against the carrier. Please advise whether Ms. Isatu Bangura can handle it.",
    intent: "area:shipping",
  },
  { message: "How might I best get in touch with your chambers?", intent: "contact" },
  { message: "What is the current Bank of Sierra Leone monetary policy rate?", intent: "off-topic" },
  { message: "Can I swing by tomorrow and talk to someone about registering a company?", intent: "booking", also: ["area:business"] },
  { message: "Please advise on parking arrangements for a visiting director.", intent: "knowledge:Parking" },
  { message: "can the lawyer speak Krio or only english", intent: "knowledge:Languages spoken" },
  { message: "what areas of law does kamara & associates cover?", intent: "services" },
  { message: "Please share your office landline or mobile.", intent: "phone" },
  { message: "Is your office open over the lunch hour? I can only come between one and two.", intent: "hours" },
  { message: "opening hours pls", intent: "hours" },
  { message: "I should like to know whether the chambers will be open on Easter Monday.", intent: "hours" },
  { message: "Would you be so good as to tell me the range of matters your firm undertakes?", intent: "services" },
  { message: "Husband in custody since yesterday, they refuse bail. Urgent.", intent: "urgent" },
  {
    message: "My ex-wife in Freetown won't let me see my son since I came back. I want to get custody sorted out properly. Can y'all help?",
    intent: "area:family",
  },
  { message: "I sell food to a company and they no pay me three months now. I get paper we sign. Help me.", intent: "area:contract" },
  { message: "What's your email? Wanna send over some files.", intent: "email" },
  {
    message:
      "Dear Sirs, forgive me for troubling you on a Sunday. Soldiers came to my late husband's property at Regent this afternoon and took away the caretaker, Mr. Pessima, who has served our family faithfully for twenty years. They have not said where he is being kept. I am an old woman and I confess I do not know what one does in such circumstances.",
    intent: "urgent",
  },
  {
    message:
      "We have a case: a 16-year-old girl under our care was taken into custody this afternoon by police at Lumley and is being held together with adults. Need a lawyer to intervene right now.",
    intent: "urgent",
  },
  { message: "Please, I have a matter.", intent: "unknown" },
  {
    message:
      "I am told that my late husband's former clerk has been detained at the Central Police Station since Thursday without having been brought before a magistrate. He is a thoroughly decent man. Is anyone able to go there today?",
    intent: "urgent",
  },
  { message: "Abeg which hospital get good doctor for pressure? My head de turn since morning.", intent: "off-topic" },
  { message: "Which network is better for data here, Orange or Africell?", intent: "off-topic" },
  {
    message:
      "The master of a vessel we act for has been detained by the Marine Police at QEII Quay and is currently held ashore. Please have someone contact me immediately on this line.",
    intent: "urgent",
  },
  { message: "We are leasing a building in Kenema for our field office and need the lease agreement reviewed.", intent: "area:land" },
  { message: "My tenants have been in the house 5 years with no written lease. I want a proper tenancy agreement in place.", intent: "area:land" },
  { message: "Officers are in my house right now with papers for my husband. They say he must come with them. Please call.", intent: "urgent" },
  { message: "My husband brothers want sell we family land without tell us. We need lawyer to stop am.", intent: "area:land" },
  { message: "A beneficiary of ours has a trial starting next month at the Magistrate Court. Can your firm defend him?", intent: "area:criminal" },
  { message: "tell me a joke", intent: "off-topic" },
  { message: "What is the best way to communicate with your office?", intent: "contact" },
  { message: "We need a service-level agreement drafted for our IT vendor. Please confirm if Ms. Christiana Thomas can take it on.", intent: "area:contract" },
  { message: "Got charged with reckless driving here, court date in two weeks. I need a defense attorney.", intent: "area:criminal" },
  { message: "Good day to you.", intent: "greeting" },
  {
    message: "Got let go without notice after 2 years, and my employment contract says 3 months' notice. Can you help me go after them?",
    intent: "area:contract",
  },
  { message: "Please send a summary of your firm's practice areas for our vendor file.", intent: "services" },
  {
    message:
      "My friend has been detained at the police post near Fourah Bay since last night, they said he insulted an officer. He hasn't eaten. Please can a lawyer come?",
    intent: "urgent",
  },
  { message: "Is Mrs. Fatmata Kamara still practising? I knew her many years ago, when she was a young barrister.", intent: "attorney:Fatmata Kamara" },
  {
    message:
      "This is urgent. My brother has been locked up at Aberdeen police station since Saturday. No charges, no paperwork, nothing. How fast can a lawyer get there?",
    intent: "urgent",
  },
  {
    message: "I've got a business dispute with a partner and neither of us wants to drag it through the courts. Looking for an arbitrator or mediator.",
    intent: "area:arbitration",
  },
  { message: "phone number?", intent: "phone" },
  {
    message:
      "I understand a ship may be detained in port for a debt. A company that owes my late husband's estate a considerable sum has a vessel at Freetown at present. Is that the kind of work your firm undertakes?",
    intent: "area:shipping",
  },
  {
    message:
      "My granddaughter's parents have separated and her father has taken the child to Bo without her mother's consent. We would like your assistance in having her returned and the custody settled properly.",
    intent: "area:family",
  },
  { message: "We need a lawyer to review a charter party for a vessel we plan to hire for coastal distribution.", intent: "area:shipping" },
  { message: "What documents should our beneficiary bring to the consultation?", intent: "knowledge:What to bring" },
  { message: "Wetin una dey do for this office?", intent: "services" },
  {
    message:
      "My husband passed away last year, and I have been told that I must obtain letters of administration before anything can be done with his estate. I should be grateful for your help with the inheritance.",
    intent: "area:family",
  },
  { message: "my mum wants to update her will and name me as executor, do you do that?", intent: "area:family" },
  { message: "who won the last AFCON? me and my friend are arguing", intent: "off-topic" },
  {
    message: "Kindly confirm whether the arbitration clause in our supply contract prevents the other party from going straight to the High Court.",
    intent: "legal-question",
  },
  {
    message:
      "The books we imported for the school library arrived soaked and spoiled, and the shipping line refuses all responsibility. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "Do you offer legal aid or reduced fees for our vulnerable beneficiaries?", intent: "knowledge:Fees" },
  {
    message:
      "My brother-in-law insists that because the family house stands on his father's land, my children cannot inherit my husband's share. Is there any law that supports his claim?",
    intent: "legal-question",
  },
  { message: "Please provide the email address for consultation requests.", intent: "email" },
  { message: "Noted, thank you.", intent: "thanks" },
  { message: "Una number abeg", intent: "phone" },
  {
    message:
      "guys pls my roommate was arrested at the FBC junction during the protest, police carried him off in a pick-up, we think to Tower Hill station. what do we do right now??",
    intent: "urgent",
  },
  {
    message:
      "Two of our warehouse staff were arrested at the Quay at 14:00 today and remain in police custody. Kindly send counsel to Central Police Station without delay.",
    intent: "urgent",
  },
  { message: "My son case go court tomorrow. Dem release am on bail last week. I want lawyer to stand for am.", intent: "area:criminal" },
  { message: "ok thanks", intent: "thanks" },
  { message: "my manager was taken by ACC officers from the branch today. still with them. who can help quick", intent: "urgent" },
  {
    message: "My brothers are fighting me over our father's house. Today they came with sticks and said they will kill me if I sleep there tonight.",
    intent: "safety",
  },
  { message: "Good morning, team.", intent: "greeting" },
  {
    message: "My cousin ordered goods from China and half of the cartons were missing from the container. Can your firm pursue the shipping company?",
    intent: "area:shipping",
  },
  { message: 'is it legal for my employer not to pay me for the first three months because it\'s "training"?', intent: "legal-question" },
  { message: "can my keke driver drop me right at the door or is there a better spot?", intent: "knowledge:Parking" },
  { message: "We are negotiating a 25-year lease for a site at Lungi and require your assistance with due diligence and drafting.", intent: "area:land" },
  { message: "Do you have a WhatsApp number?", intent: "phone" },
  { message: "A private school has asked me to sign an employment contract and I would like a lawyer to look it over before I sign.", intent: "area:contract" },
  { message: "How can we contact the firm?", intent: "contact" },
  { message: "can u help me with my constitutional law assignment? need 1500 words on separation of powers by tomorrow", intent: "off-topic" },
  { message: "I want learn how to make fufu for sell. Who go teach me?", intent: "off-topic" },
  {
    message: "There is a crowd outside our premises at Wellington threatening to attack our staff over a land issue. Please advise the emergency contacts.",
    intent: "safety",
  },
  { message: "My brother out on bail now but the case still dey. We need lawyer for the court.", intent: "area:criminal" },
  {
    message: "there's a guy who keeps texting me that he knows where I sleep in the hostel and he's coming for me tonight. I'm really scared",
    intent: "safety",
  },
  { message: "I got a job offer and the contract has a weird non-compete clause, can someone review it for me?", intent: "area:contract" },
  { message: "What type of legal work do you do?", intent: "services" },
  { message: "my uncle and his partners want mediation for their company issue, not court. does the firm do that?", intent: "area:arbitration" },
  { message: "Need help with divorce. Married 6 yrs.", intent: "area:family" },
  { message: "Ibrahim Jalloh na good lawyer? People dem tell me about am.", intent: "attorney:Ibrahim Jalloh" },
  {
    message: 'I am preparing my SS3 class for a debate on the motion "Justice delayed is justice denied". Could you write me a speech for the proposing side?',
    intent: "off-topic",
  },
  { message: 'Can you translate this into Temne for our hygiene posters: "Wash your hands before eating"?', intent: "off-topic" },
  {
    message:
      "I lent money to an acquaintance under a written agreement, and he now ignores my letters entirely. Would your firm be good enough to take the matter up?",
    intent: "area:contract",
  },
  { message: "My husband want start transport business with three poda poda. Una fit help register am?", intent: "area:business" },
  { message: "I want to see a lawyer about my divorce. When are you free?", intent: "booking", also: ["area:family"] },
  { message: "Pls where dem de sell cheap cement for Wellington side?", intent: "off-topic" },
  { message: "Accused of stealing at work and police called me. Need lawyer before I go.", intent: "area:criminal" },
  { message: "Would it be possible for Mrs. Fatmata Kamara to receive me at the chambers on Monday? I knew her late father well.", intent: "booking" },
  {
    message:
      "My housekeeper's son was arrested at Dove Cot market this morning and is in a cell at Kissy. The poor woman is beside herself. Could a lawyer possibly see him before the day is out?",
    intent: "urgent",
  },
  { message: "email pls", intent: "email" },
  { message: "can i whatsapp u guys? whats the number", intent: "phone" },
  { message: "Could we meet one of your lawyers virtually, on Zoom? Our director is based in Kailahun.", intent: "booking" },
  { message: "book me appointment pls. lunch time best", intent: "booking" },
  { message: "lawyers names pls", intent: "team" },
  { message: "Tenki ya", intent: "thanks" },
  {
    message:
      "I have this moment had a telephone call from my nephew. He is being held at the Ross Road police station and tells me the officers are demanding money for his release. Would you kindly tell me at once how I may reach one of your lawyers tonight?",
    intent: "urgent",
  },
  { message: "My brother arrested last night, still at Eastern Police. Need lawyer now pls.", intent: "urgent" },
  { message: "A community we work with is in a boundary dispute with the neighbouring chiefdom. Does your firm handle such matters?", intent: "area:land" },
  { message: "Need a solid supply agreement drafted for importing solar panels. Can your team draft one?", intent: "area:contract" },
  {
    message: "We have a dispute with a contractor over the construction of a borehole. Both sides prefer mediation to court. Do you offer that?",
    intent: "area:arbitration",
  },
  { message: "Could you kindly recommend a reliable tailor in Freetown who could make a kaba slot for my granddaughter's wedding?", intent: "off-topic" },
  { message: "Might I ask what a first consultation costs? I am living on a fixed pension.", intent: "knowledge:Fees" },
  { message: "A vendor breached our supply contract for hygiene kits. We wish to enforce the agreement.", intent: "area:contract" },
  { message: "Una de work Sunday?", intent: "hours" },
  {
    message:
      "Our community mobiliser in Kambia has been held at the police post since Tuesday without charge. The family cannot get access to him. Requesting urgent legal representation.",
    intent: "urgent",
  },
  { message: "where is your office", intent: "address" },
  { message: "Kindly advise which documents our directors should bring to the initial meeting.", intent: "knowledge:What to bring" },
  { message: "?", intent: "unknown" },
  {
    message: "A consignment of furniture shipped to me from London arrived damaged at the Quay. I am told I ought to make a claim. Could your firm act for me?",
    intent: "area:shipping",
  },
  { message: "A parent has threatened to sue me for disciplining his son in class. Can he actually sue a teacher for this?", intent: "legal-question" },
  { message: "my parents are divorcing and fighting over who keeps my little sister. does the firm do custody stuff?", intent: "area:family" },
  { message: "Where can I park when I come? Downtown traffic is crazy.", intent: "knowledge:Parking" },
  { message: "I prefer to write. What is your electronic mail address?", intent: "email" },
  { message: "My brother was given bail but police still keep his phone and money. Can they hold his things like that?", intent: "legal-question" },
  {
    message:
      "Dear Kamara Chambers, our colleague Mr. Kanu was arrested at the teachers' union meeting yesterday and has been in custody at Bo police station overnight. The union requests urgent representation for him.",
    intent: "urgent",
  },
  { message: "Is it lawful for a chief to fine a woman for refusing to marry a man chosen by her family?", intent: "legal-question" },
  { message: "My son was convicted at the Magistrate Court in Makeni and we wish to appeal. Does your firm handle criminal appeals?", intent: "area:criminal" },
  { message: "I am coming from Makeni. How do I find your office from the Cotton Tree?", intent: "address" },
  { message: "I am afraid for my life. My husband say he go shoot me with his service gun if I leave. Please who I go call.", intent: "safety" },
  { message: "What are my rights if my tenant stops paying rent and refuses to leave? Can I just change the locks?", intent: "legal-question" },
  {
    message:
      "I should be most grateful if I might arrange to see one of your senior lawyers at some convenient time next week, preferably in the morning, as I no longer care to drive after dark.",
    intent: "booking",
  },
  { message: "Kushe o", intent: "greeting" },
  { message: 'Please mark this essay for me. It is titled "The Role of the Police in a Democratic Society".', intent: "off-topic" },
  { message: "need a job as cashier, any opening at Rokel bank?", intent: "off-topic" },
  { message: "hmm", intent: "unknown" },
  {
    message:
      "I wish to bring a complaint on behalf of my late husband's driver, who was badly beaten by police officers last year. I believe it is what is called a human rights matter. Does your firm take such cases?",
    intent: "area:criminal",
  },
  { message: "Kindly outline the areas of law in which your firm practises.", intent: "services" },
  { message: "Kindly provide a number I can call.", intent: "phone" },
  {
    message:
      "They're holding my dad at the station and he needs his blood pressure meds. He's been there since last night. I need a lawyer to get him out today.",
    intent: "urgent",
  },
  { message: "Please confirm your physical address for our records.", intent: "address" },
  { message: "I signed agreement for car and the seller didn't deliver. help me get my money back", intent: "area:contract" },
  { message: "We support a single mother whose child's father has stopped paying maintenance. Does your firm take such cases?", intent: "area:family" },
  {
    message: "I should like to know whether the road from Freetown to Bo is in reasonable condition at present, as I am planning to visit my sister.",
    intent: "off-topic",
  },
  { message: "me and 2 friends are starting a tech startup, we need to register it and sort out who owns what %. can u help?", intent: "area:business" },
  { message: "Until what time in the evening may one visit your office?", intent: "hours" },
  { message: "What days are you open? I'm planning my trip into town.", intent: "hours" },
  { message: "does Hawa Turay do probate stuff? just curious what she handles", intent: "attorney:Hawa Turay" },
  { message: "I want ask something", intent: "unknown" },
  { message: "company wants arbitration for a contract dispute. who handles?", intent: "area:arbitration" },
  { message: "Is there a lady lawyer amongst your partners? I should prefer to speak to a woman.", intent: "team" },
  { message: "Hey, how do I set up a meeting with one of your attorneys? I'm flexible this week.", intent: "booking" },
  { message: "Would you be so kind as to tell me at what hour your chambers open in the morning?", intent: "hours" },
  {
    message:
      "I have taught at a government-assisted school for eleven years and I am now told that my appointment was never confirmed. Am I entitled to a pension in these circumstances?",
    intent: "legal-question",
  },
  { message: "father of my child not supporting. want maintenance. can you help", intent: "area:family" },
  { message: "My late husband's law reports are taking up the whole of the study. Do you know of anyone who buys old books?", intent: "off-topic" },
  { message: "Do your lawyers speak Krio? My housekeeper will come in my stead and her English is limited.", intent: "knowledge:Languages spoken" },
  {
    message:
      "We are converting our organisation into a company limited by guarantee. Can you assist with the registration at the Corporate Affairs Commission?",
    intent: "area:business",
  },
  {
    message: "Kindly let me know how one goes about securing a consultation with your firm. I shall be travelling from Makeni and would need a fixed time.",
    intent: "booking",
  },
  {
    message:
      "My late husband always said that arbitration was the sensible way for family businesses to settle their quarrels. My two nephews are now at odds over the family shop at Kissy Road. Could your firm arrange a mediation between them?",
    intent: "area:arbitration",
  },
  { message: "idk", intent: "unknown" },
  {
    message: "my girlfriend's ex just slapped her in front of me and says he'll come back with his boys to finish us. we're locked in my room",
    intent: "safety",
  },
  { message: "Kindly suggest a venue in Freetown suitable for a board retreat of twelve people.", intent: "off-topic" },
  { message: "how many lawyer una get", intent: "team" },
  { message: 'Who wrote "The Gods Are Not to Blame"? My pupils cannot agree whether it is a novel or a play.', intent: "off-topic" },
  {
    message: "Bought land from abroad through a relative and just found out there's no proper deed. I need a lawyer to sort out the title.",
    intent: "area:land",
  },
  { message: "My ex keeps following me from work to home every day. Tonight he was at my door with a knife. I'm scared.", intent: "safety" },
  {
    message: "someone in my area sold the same plot to 3 people and my dad is one of them. does your firm deal with land cases like this?",
    intent: "area:land",
  },
  { message: "Are y'all open on Independence Day or closed for the holiday?", intent: "hours" },
  { message: "what kind of cases u take", intent: "services" },
  {
    message:
      "A builder took a substantial advance from me to repair my roof and has done nothing whatever in four months. I should like your firm to help me recover my money.",
    intent: "area:contract",
  },
  { message: "Please provide a recipe for groundnut soup for 30 guests. Our AGM lunch is on Friday.", intent: "off-topic" },
  { message: "my boss wants to arrest a ship that owes the company money. who handles that?", intent: "area:shipping" },
  { message: "hi", intent: "greeting" },
  { message: "What does the law say about the minimum age of marriage in Sierra Leone? Is a customary marriage at 16 lawful?", intent: "legal-question" },
  { message: "Can a minority shareholder block the sale of substantial company assets under the Companies Act?", intent: "legal-question" },
  { message: "Thanks for the information.", intent: "thanks" },
  { message: "Our school's contract with the textbook supplier needs to be drafted properly this year. Can your firm do it?", intent: "area:contract" },
  { message: "What's the best way to reach someone there? I'm still in the States till next month.", intent: "contact" },
  { message: "Awesome, appreciate it!", intent: "thanks" },
  {
    message:
      "Good afternoon. One of my students, a boy of seventeen, has been kept in a cell at the Makeni police station since Friday. His mother is a widow with no means whatsoever. Is there a lawyer who can go there today?",
    intent: "urgent",
  },
  { message: "Where exactly are your chambers located? My driver is unfamiliar with the central area.", intent: "address" },
  { message: "thx a lot", intent: "thanks" },
  { message: "write me a love letter in Krio for my babe 😂", intent: "off-topic" },
  { message: "Can a father legally refuse to pay maintenance for a child on the ground that the mother has remarried?", intent: "legal-question" },
  { message: "how to reach you", intent: "contact" },
  { message: "I require assistance in preparing my will. I hold property in Freetown and shares in two companies.", intent: "area:family" },
  {
    message: "Contract with a Chinese contractor says disputes go to arbitration. He's not finishing the job. Can you start an arbitration for me?",
    intent: "area:arbitration",
  },
  {
    message:
      "My daughter-in-law has just telephoned me sobbing. Her husband has put her and the three little ones out of the house tonight and they have nowhere at all to go. Can anything be done now?",
    intent: "safety",
  },
  { message: "how much will the court give me if my husband leaves. we have 3 children", intent: "legal-question" },
  { message: "my uncle's company is having a fight among the shareholders over dividends. do you handle company disputes like that?", intent: "area:business" },
  { message: "Does your firm assist small companies with their annual returns and statutory filings?", intent: "area:business" },
  {
    message: "How long does a person have to bring a claim for family land that was taken fifteen years ago? Is it already too late?",
    intent: "legal-question",
  },
  { message: "Two family dem quarrel over business, dem say make we go arbitration. Una dey do am?", intent: "area:arbitration" },
  {
    message: "Are we obliged to pay end-of-service benefits to an employee dismissed for gross misconduct after a disciplinary hearing?",
    intent: "legal-question",
  },
  { message: "whats a good topic for my final year law project? something on human rights maybe", intent: "off-topic" },
  {
    message:
      "I wonder whether a widow in my position, with no children of the marriage, has any claim to a portion of her late husband's pension. I should be grateful for your view.",
    intent: "legal-question",
  },
  {
    message: "Our grant agreement contains an arbitration clause and the donor has now commenced proceedings. We need representation in the arbitration.",
    intent: "area:arbitration",
  },
  { message: "what time u close today", intent: "hours" },
  {
    message:
      "A group of young men have surrounded a colleague's house in Makeni, accusing him of witchcraft. They are throwing stones at the windows. Please, whom can we call?",
    intent: "safety",
  },
  { message: "Kindly provide the current pump price of diesel per litre in Freetown.", intent: "off-topic" },
  { message: "my friend did freelance design work, has a signed contract, and the client won't pay. do u handle stuff like that?", intent: "area:contract" },
  {
    message: "My sister's husband choked her last night and she has marks on her neck. He's still in the house. She's afraid to leave and afraid to stay.",
    intent: "safety",
  },
  { message: "We would like to schedule a consultation for next Tuesday at 11 a.m. Please confirm availability.", intent: "booking" },
  { message: "If a supplier fails to deliver relief goods on time, may we lawfully withhold the balance of payment?", intent: "legal-question" },
  {
    message:
      "A director of our company was arrested at Lungi Airport on arrival this evening and is in custody. Kindly advise the emergency number for your criminal team.",
    intent: "urgent",
  },
  { message: "who are the lawyers at the firm", intent: "team" },
  {
    message: "One of our directors has been charged with fraud and must appear in court next week. We require a criminal defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Any idea how to renew a US passport from Freetown? Is the embassy even doing appointments?", intent: "off-topic" },
  {
    message:
      "Urgent: one of our field staff was detained by police at a checkpoint in Waterloo this morning while transporting relief items. He is still in custody as of now. Kindly advise who can attend immediately.",
    intent: "urgent",
  },
  { message: "Please book a meeting for our Chairman with Mr. Abdul Rahman Sesay on Thursday at 10:00.", intent: "booking" },
  { message: "parking dey?", intent: "knowledge:Parking" },
  { message: "We require review of a distribution agreement prior to execution. Kindly advise turnaround time.", intent: "area:contract" },
  { message: "Una office dey which side?", intent: "address" },
  { message: "whats ur email", intent: "email" },
  { message: "They say my husband was dismissed from the force without any hearing. Can he get his job back?", intent: "legal-question" },
  { message: "what are my rights if the university withholds my certificate because of unpaid fees?", intent: "legal-question" },
  { message: "My wife and I wish to adopt my late brother's two children. Could your firm guide us through the adoption process?", intent: "area:family" },
  { message: "I wish to purchase a plot at Hill Station and should like a proper title search carried out before I part with any money.", intent: "area:land" },
  { message: "I wish to make a will so that my children do not quarrel after my death. Do you prepare wills?", intent: "area:family" },
  {
    message:
      "Emergency. A journalist we work with has been picked up by plain-clothes officers and we believe he is held at CID, Pademba Road. Please call us.",
    intent: "urgent",
  },
  {
    message:
      "My nephew's in a cell at Goderich. He's 19. The police say he'll stay there \"till Monday\". That can't be right. Need somebody down there tonight.",
    intent: "urgent",
  },
  { message: "Do you have parking for visitors? We'll come in the project vehicle.", intent: "knowledge:Parking" },
  {
    message:
      "I understand Mrs. Adama Koroma conducts mediations. A disagreement has arisen between my late husband's business partners and his estate, and I should much prefer it be settled quietly. Could your firm assist?",
    intent: "area:arbitration",
  },
  {
    message: "Looking to invest in a fishing business with a local partner. Need help structuring the deal and the company. Do you do foreign investment?",
    intent: "area:business",
  },
  { message: "my friend was released but police still have his case file open. do you guys do criminal defence?", intent: "area:criminal" },
  { message: "ok cya", intent: "goodbye" },
  { message: "you speak Temne?", intent: "knowledge:Languages spoken" },
  { message: "What are the names of the districts of the Northern Province? I need them for a geography lesson.", intent: "off-topic" },
  { message: "is there someone at the firm who deals with ships and cargo? it's for a family business", intent: "area:shipping" },
  { message: "is it possible to book a consultation online or do I have to just walk in?", intent: "booking" },
  { message: "I no get plenty money. Una fit take small small payment?", intent: "knowledge:Fees" },
  { message: "wat documents to bring", intent: "knowledge:What to bring" },
  {
    message: "A staff member was attacked in our office car park this evening by a former employee, who has threatened to return. Whom should we contact?",
    intent: "safety",
  },
  { message: "i got a police invitation letter to come for questioning next week. can a lawyer come with me?", intent: "area:criminal" },
  { message: "My nephew will drive me down on Thursday. Might I have an appointment at about eleven o'clock?", intent: "booking" },
  {
    message:
      "I am writing from the police station itself. My son has been held here since this morning and the officer says we cannot see him until the CID man comes. What should we do right now?",
    intent: "urgent",
  },
  { message: "I need appointment with the lady lawyer for family matter. Next week Tuesday is fine for me.", intent: "booking" },
  { message: "Abeg I wan come see una lawyer. How I go do am?", intent: "booking" },
  { message: 'my landlord is keeping my whole deposit for "painting". is he allowed to do that?', intent: "legal-question" },
  { message: "My pikin get fever since yesterday, wetin I go give am?", intent: "off-topic" },
  { message: "My landlord want put me out with two weeks notice after I pay one year advance. He fit do that?", intent: "legal-question" },
  { message: "Any of your lawyers speak French? My wife is from Guinea.", intent: "knowledge:Languages spoken" },
  { message: "Hello, good afternoon.", intent: "greeting" },
  { message: "I am grateful for your assistance.", intent: "thanks" },
  {
    message:
      "My late husband held shares in a family company, and the other directors have stopped sending me any accounts at all. I would like your firm to look into the matter.",
    intent: "area:business",
  },
  {
    message:
      "The parents' association and the proprietor of our school are in dispute over the management of the school. Could your firm mediate between them?",
    intent: "area:arbitration",
  },
  { message: "My landlord lock my shop since yesterday because of rent matter. Una fit help me?", intent: "area:land" },
  { message: "We need our standard employment contracts for field staff reviewed before the new project starts.", intent: "area:contract" },
  { message: "We want to file a human rights claim for a young man who was tortured in detention last year. Can your firm help?", intent: "area:criminal" },
  {
    message: "My husband beat me again, my eye is swollen. I can't report because he is police himself. Please help me, I am hiding in my neighbour's house.",
    intent: "safety",
  },
  {
    message: "We have obtained an arbitral award in London against a Sierra Leonean company and wish to enforce it here. Please advise whether you can act.",
    intent: "area:arbitration",
  },
  { message: "My husband family want take my children since he die. I need lawyer for the children matter.", intent: "area:family" },
  { message: "Dem seize my uncle boat for Tombo, say him no get correct paper. Una fit help?", intent: "area:shipping" },
  {
    message:
      "Would the court, in your estimation, grant custody of my granddaughter to me rather than to her father, who has never contributed a cent to her upkeep?",
    intent: "legal-question",
  },
  { message: "What's the weather looking like in Freetown this weekend? Planning a beach trip to River No. 2.", intent: "off-topic" },
  { message: "can i get an appointment this week? im free after 2pm any day", intent: "booking" },
  { message: "Hey there!", intent: "greeting" },
  { message: "Sir, my wife is being threatened by her brothers with machetes over a family land quarrel. They are at our house as I write.", intent: "safety" },
  { message: "Our family land in Port Loko is being claimed by another family. We wish to engage a lawyer to defend our interest.", intent: "area:land" },
  { message: "I want see lawyer tomorrow morning. Wetin time I fit come?", intent: "booking" },
  { message: "we want to settle dispute with supplier out of court. you do mediation?", intent: "area:arbitration" },
  { message: "Soldiers carry my nephew from the checkpoint for Hastings and nobody know where dem put am. Help us please.", intent: "urgent" },
  { message: "Good evening. I trust you are well.", intent: "greeting" },
  { message: "Does your firm handle all manner of legal business, or only particular kinds?", intent: "services" },
  {
    message:
      "A girl of 14 escaped from a forced marriage ceremony and is with our field officer in Port Loko. The family is searching for her and has threatened violence. Urgent.",
    intent: "safety",
  },
  { message: "Which day dem go pay police salary this month?", intent: "off-topic" },
  { message: "explain the difference between a tort and a crime for my exam tomorrow lol", intent: "off-topic" },
  { message: "Is there somewhere for my driver to park near your chambers?", intent: "knowledge:Parking" },
  { message: "Please confirm your closing time on Fridays.", intent: "hours" },
  { message: "does the firm do shipping law? my dad's fishing vessel has a problem with the port authority", intent: "area:shipping" },
  { message: "So what does your firm actually do? Just trying to get a sense of it.", intent: "services" },
  { message: "Can my employer deduct money from my salary for a shortage at my till without my consent? Is that legal?", intent: "legal-question" },
  { message: "Do you have lawyers who specialise in different areas? Who does what?", intent: "team" },
  { message: "can my ex take my child out of the country without my permission?", intent: "legal-question" },
  { message: "What are your office hours?", intent: "hours" },
  { message: "Me and my business partner no agree again. We want somebody to settle we without court.", intent: "area:arbitration" },
  {
    message: "I am trying to recall the name of the first Chief Justice of Sierra Leone after independence. Would you happen to know it?",
    intent: "off-topic",
  },
  { message: "Kindly compose a short poem on the theme of justice for our school's speech and prize-giving day.", intent: "off-topic" },
  { message: "hi i'd like to come in on monday to see someone, what time is good", intent: "booking" },
  { message: "my container stuck for port. customs wahala. help", intent: "area:shipping" },
  { message: "I'm in Freetown only until the 20th. Can I see a lawyer before then? Any day works.", intent: "booking" },
  { message: "Please confirm whether Ms. Christiana Thomas is available for a meeting on Monday at 2 p.m.", intent: "booking" },
  { message: "What number do I call from the US? I need the country code too.", intent: "phone" },
  { message: "Could you kindly tell me who the lawyers at your chambers are?", intent: "team" },
  {
    message: "My divorce was finalized in Maryland. Is it recognized here, or do I have to get divorced all over again in Sierra Leone before I can remarry?",
    intent: "legal-question",
  },
  {
    message: "We are charterers of a vessel presently at Freetown and have a dispute with the owners over laytime. We require shipping counsel.",
    intent: "area:shipping",
  },
  {
    message: "Pls my sister husband, dem arrest am this morning for Kenema and bring am Freetown now. He dey inside cell. I need lawyer quick quick.",
    intent: "urgent",
  },
  { message: "I shall take my leave now. Good day.", intent: "goodbye" },
  { message: "Are you open at weekends?", intent: "hours" },
  { message: "Can you recommend a hotel in Makeni for a three-day workshop?", intent: "off-topic" },
  { message: "I want to set up a subsidiary of my US LLC here. Need someone to handle the incorporation.", intent: "area:business" },
  { message: "hello?? police just took my brother from our house in Calaba Town, we don't know which station. someone help pls", intent: "urgent" },
  {
    message: "My landlord's boys just threw me and my two kids out on the street. It's 11pm and raining. They said if we come back they'll hurt us.",
    intent: "safety",
  },
  {
    message: "My nephew has been charged with assault and the case has been adjourned to next month. He is at home for now. Can your firm represent him?",
    intent: "area:criminal",
  },
  { message: "What papers ought I to bring with me to the first meeting?", intent: "knowledge:What to bring" },
  {
    message:
      "Good evening. I write in some distress and must beg your pardon for the lateness of the hour. My grandson, Thomas, was taken from our home at Wilberforce by police officers at about six o'clock this evening, and I am informed that he is presently being held at the Congo Cross station. No reason whatever has been given to us. I should be most grateful if one of your lawyers could attend to him tonight.",
    intent: "urgent",
  },
  { message: "Who is the senior partner at the firm, and who are the others?", intent: "team" },
  {
    message: "My grandson wishes to register a small catering business. Would your firm be able to assist him with the registration formalities?",
    intent: "area:business",
  },
  { message: "I would like to book an appointment with a lawyer on Friday afternoon after school hours, around 3:30. Is that possible?", intent: "booking" },
  {
    message: "A mob is gathering at the community centre in Kroo Bay saying they will burn a man accused of theft. We need emergency help now.",
    intent: "safety",
  },
  { message: "If my husband take another wife without telling me, is that allowed by law? We married in church.", intent: "legal-question" },
  {
    message: "My cousin got out on bail yesterday but his case is coming up at the Pademba Road court. Need a criminal lawyer to take it on.",
    intent: "area:criminal",
  },
  { message: "What is Mr. Abdul Rahman Sesay's area of expertise?", intent: "attorney:Abdul Rahman Sesay" },
  {
    message:
      "The house girl next door, a child of perhaps twelve, is beaten daily, and I heard her screaming only a moment ago. I should like to know whom to call at once.",
    intent: "safety",
  },
  {
    message:
      "A colleague requires representation in a divorce petition filed against her by her husband. Please advise whether your family department can act.",
    intent: "area:family",
  },
  {
    message: "I should like to meet Mr. Mohamed Conteh about a land matter at his earliest convenience. When is he available?",
    intent: "booking",
    also: ["area:land"],
  },
  {
    message:
      "My late husband's conveyance for our Wilberforce property appears to have gone missing, and a man I have never seen before has begun surveying the land. I should like your firm to act for me.",
    intent: "area:land",
  },
  {
    message:
      "Three of our volunteers were arrested at the Bombali district office today and are still in detention. We need counsel to attend the station urgently.",
    intent: "urgent",
  },
  {
    message: "Our microfinance partner needs help with its licence application to the Bank of Sierra Leone. Is this within your banking practice?",
    intent: "area:business",
  },
  { message: "My brother get goods for ship, dem say customs go seize am. Una dey do port matter?", intent: "area:shipping" },
  {
    message:
      "my dad is at CID since morning, they called him for \"questioning\" and now they're saying he can't go home. it's 7pm. is there anyone who can come",
    intent: "urgent",
  },
  { message: "Know a good mechanic for a Toyota Highlander near Lumley?", intent: "off-topic" },
  { message: "My son dey na cell since Sunday. They say he steal phone but he never do am. Abeg send lawyer today.", intent: "urgent" },
  { message: "services?", intent: "services" },
  {
    message: "We require assistance with corporate governance, specifically revising our board charter and the terms of reference of our committees.",
    intent: "area:business",
  },
  { message: "We wish to engage counsel to watch brief on our behalf in a criminal trial involving a former employee.", intent: "area:criminal" },
];
