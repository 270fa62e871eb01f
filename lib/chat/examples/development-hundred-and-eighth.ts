import type { LabelledMessage } from "./labelled-message";

// Security guards, watchmen and private security companies; writers: old Krio night watchman at a Lumley compound, Bo shopkeeper in SMS shorthand, retired security-company owner writing formal letters, young Kissy guard with heavy typos, guard's sister in London, Kenema security supervisor telling long stories, Guinean guard's wife mixing French, impatient Hill Station landlord who employs watchmen
export const DEVELOPMENT_HUNDRED_AND_EIGHTH: LabelledMessage[] = [
  { message: "Hello good morning", intent: "greeting" },
  {
    message:
      "I work as night watchman for one security company in Wilberforce for 8 months now and they have not paid me since March. Every time I ask the supervisor he say next week. I want a lawyer to help me collect my money.",
    intent: "area:contract",
  },
  {
    message: "abeg help police dem don carry my broda from the compound this morning, dem say na him tif the generator. he de Lumley police now",
    intent: "urgent",
  },
  { message: "wat is best food 4 guard dog, mine no de eat rice again", intent: "off-topic" },
  {
    message:
      "Can a security company deduct the cost of the uniform and boots from my first two salaries? They took 350 thousand leones and nobody told me before I signed.",
    intent: "legal-question",
  },
  { message: "una de open Saturday morning? I de work night so na only weekend I free", intent: "hours" },
  {
    message:
      "My husband is a guard at a supermarket in Bo. Last week goods were missing and the manager reported him to police, they released him but say he must report every Monday and they will charge him to court. We need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "the tiefs dem wey I catch last week send message say dem go come back for me tonight. I fraid for my life I de hide na my aunty os",
    intent: "safety",
  },
  { message: "how many lawyers una get dere?", intent: "team" },
  { message: "How much do you charge to take a case of unpaid salary? I am only a guard, I don't have big money", intent: "knowledge:Fees" },
  {
    message:
      "Dear Sir, I purchased a plot at Hastings and employed a watchman to guard it. The watchman has now built a house on one corner and claims the land was given to him by the family that sold to me. I wish to engage your firm to protect my title.",
    intent: "area:land",
  },
  { message: "i wan register my own security company, small one wit 15 guards. una de help wit dat registration and all the papers?", intent: "area:business" },
  {
    message:
      "They detained my son at Kissy police station since yesterday evening because of a missing phone at the shop he guards. They refuse bail. Please what can we do now",
    intent: "urgent",
  },
  { message: "What kind of cases does your firm handle?", intent: "services" },
  { message: "where i fit buy strong torchlight for night duty, the one wey de last long", intent: "off-topic" },
  {
    message:
      "I am the operations manager of a security company that guards containers at the Quay. A consignee is blaming us for goods missing from a sealed container and the shipping line is refusing the claim. We need help with the cargo claim.",
    intent: "area:shipping",
  },
  {
    message:
      "Our security company and a mining company in Kono have a dispute over 6 months of unpaid invoices for guards. The contract says disputes go to arbitration. Can your firm represent us in that?",
    intent: "area:arbitration",
  },
  {
    message:
      "my husband na watchman, e die na duty when armed men attack the compound. now e family dem want take everything, the house and the pikin dem. I need lawyer for help",
    intent: "area:family",
  },
  { message: "wetin be una phone number", intent: "phone" },
  { message: "if my dog bite tief wey jump inside my compound at night, police fit hold me for dat?", intent: "legal-question" },
  { message: "I would like to book an appointment with a lawyer about my security company's contract with a bank.", intent: "booking" },
  {
    message:
      "The compound owner beat me with stick this morning because he say I sleep on duty. My head de bleed and he say he go come back with him boys. Wetin I go do",
    intent: "safety",
  },
  { message: "Gud evening una", intent: "greeting" },
  { message: "Is Christiana Thomas the one who handles work problems like salary not paid? I was told to ask for her", intent: "attorney:Christiana Thomas" },
  { message: "Can I park my car in front of your office or is there parking nearby?", intent: "knowledge:Parking" },
  { message: "pls send me ur email I want to send my contract paper 4 u to check", intent: "email" },
  { message: "Police de na di gate now dem wan carry our watchman Pa Sorie, dem say na him open gate for the tiefs. Abeg wetin we go do", intent: "urgent" },
  { message: "Can you help me write a CV for a security guard job at the airport?", intent: "off-topic" },
  {
    message:
      "Security company say I must sign new contract wey say I go pay for anything wey lost during my shift. I no want sign am blind. Lawyer fit check am for me?",
    intent: "area:contract",
  },
  {
    message:
      "I am a supervisor at a guard company. Two of my guards have been charged to court for conspiracy in a warehouse theft. The case comes up next month at the magistrate court. We need a lawyer to defend them.",
    intent: "area:criminal",
  },
  { message: "Do you have a woman lawyer I can talk to? my matter is personal", intent: "team" },
  { message: "How can I contact your firm from London? my brother is a guard in Freetown and has a problem", intent: "contact" },
  { message: "Je parle français et un peu Krio. Est-ce que quelqu'un parle français dans le cabinet?", intent: "knowledge:Languages spoken" },
  {
    message:
      "My employer dismissed me after 4 years as guard without notice or end of service benefit. Is he allowed to do that? Will I get something if I go to court?",
    intent: "legal-question",
  },
  { message: "Armed men wey tief the warehouse dem sabi say na me recognise dem. Dem de pass my house every night. I fear dem go kill me", intent: "safety" },
  {
    message: "Soldiers took my husband to the barracks since yesterday, he is a guard at a Chinese company and something was stolen. We can't see him",
    intent: "urgent",
  },
  { message: "what time una de close? I finish day shift na 4 o'clock", intent: "hours" },
  { message: "how much for CCTV camera wit 4 cameras for shop", intent: "off-topic" },
  {
    message:
      "The owner of the land I guard died overseas and now two families are fighting over it, each one send their own boys. I have the owner's documents. His son in America wants a lawyer to handle the land case.",
    intent: "area:land",
  },
  {
    message:
      "Good afternoon. My partner and I own a security company with equal shares. He has been taking client payments into his personal account. We need a lawyer for a shareholders dispute.",
    intent: "area:business",
  },
  { message: "abeg I wan see lawyer 2moro morning about my guard wey tif my goods", intent: "booking" },
  { message: "thank you so much for the info", intent: "thanks" },
  {
    message:
      "I de work night shift as guard every day for 5 years, now my wife say she wan divorce because I no de sleep home. She wan take the pikin dem to her mama. I need help for custody",
    intent: "area:family",
  },
  {
    message:
      "Our firm supplies watchmen to vessels anchored at the Quay. A ship owner left port without paying us for three months of guarding. Can you help us make a claim against the vessel?",
    intent: "area:shipping",
  },
  {
    message: "We are a private security company. Our client, a hotel, wants to settle our dispute through mediation instead of court. Do you handle mediation?",
    intent: "area:arbitration",
  },
  { message: "Dem lock my pikin na cell na Congo Cross. e na night guard for one shop. since Friday dem no release am", intent: "urgent" },
  {
    message: "The shop got robbed while I was on duty and now the owner says I must pay back 12 million. Is that legal? can he force me?",
    intent: "legal-question",
  },
  {
    message:
      "Please the crowd at the market are saying I am the one who let the thieves in and they are gathering with sticks outside the guard post. I locked myself inside.",
    intent: "safety",
  },
  { message: "Could I schedule a consultation for next Wednesday regarding a security services agreement?", intent: "booking" },
  { message: "Wich rain coat is best for night guard, the plastic one de tear quick", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I am writing on behalf of 22 guards employed by a private security company in Makeni. We have not received our wages for four months and the company has now stopped answering our calls. We would like your firm to take up the matter.",
    intent: "area:contract",
  },
  { message: "pls police jus came 2 d shop n took our watchman, my shop boy say dem beat am small. wat we do", intent: "urgent" },
  { message: "hw 2 train my dog make e no bark for the people wey live na the compound", intent: "off-topic" },
  { message: "Kushe o", intent: "greeting" },
  {
    message: "Am a guard, the client lose laptop inside the office and my company say dem go cut am from my salary every month. Dem get right for do dat?",
    intent: "legal-question",
  },
  {
    message: "What documents should I bring when I come? I have my appointment letter, payslips and the ID card from the company.",
    intent: "knowledge:What to bring",
  },
  { message: "Are you open on public holidays? I can only come on my days off", intent: "hours" },
  {
    message:
      "My husband is a watchman, he comes home drunk every morning and beats me. Last night he said he would kill me with his machete. I am hiding at my neighbor's place.",
    intent: "safety",
  },
  {
    message:
      "My cousin works as a guard at a fuel station in Waterloo. The police invited him for questioning over stolen fuel and told him to come back Monday. He didn't do anything. Can your lawyers go with him?",
    intent: "area:criminal",
  },
  { message: "Who are the lawyers in your office?", intent: "team" },
  { message: "I get problem o", intent: "unknown" },
  {
    message:
      "We run a security company and want to open a branch in Guinea. We need help with the company documents and bank requirements for the investment. Do you do that kind of business work?",
    intent: "area:business",
  },
  { message: "what time Chelsea play today", intent: "off-topic" },
  {
    message:
      "Good evening, my brother who is a watchman at a construction site was taken by police this afternoon, they said the cement was stolen. He is at Central police station now and they say no bail until Monday.",
    intent: "urgent",
  },
  {
    message:
      "di compound wey I de guard, one man come wit paper say na him own di land and e put him own watchman. Di real owner de abroad. Wi need lawyer for check di documents",
    intent: "area:land",
  },
  { message: "Can I meet with a lawyer this week? I want to sue the security company for my unpaid money", intent: "booking" },
  {
    message:
      "Hello. We imported radios and uniforms for our guard company but customs at the Quay has held the container for 2 months. Can your shipping lawyer assist?",
    intent: "area:shipping",
  },
  { message: "Can you give me the email of the firm? I want my sister in London to write to you", intent: "email" },
  {
    message:
      "My father was a watchman for 30 years and left a small house in Kenema. He had no will. Now my stepmother says the house is hers alone. Please we need help with the inheritance.",
    intent: "area:family",
  },
  { message: "Wi get award from arbitration against the company wey hire our guards but dem refuse pay. Una fit help enforce am?", intent: "area:arbitration" },
  {
    message:
      "I was a guard at a diamond office in Kono. They sacked me and said they won't pay my last month because the dog died on my shift. Is that lawful?",
    intent: "legal-question",
  },
  { message: "Do you help ordinary workers or only big companies?", intent: "services" },
  { message: "do una accept payment small small? I no get all di money one time", intent: "knowledge:Fees" },
  { message: "Dem hold my man since yesterday na Bo police, dem say e sleep na duty and tief come. Dem no wan make we see am", intent: "urgent" },
  { message: "Security company want me sign contract for 2 years but dem no want give me copy. Can lawyer check am before I sign?", intent: "area:contract" },
  { message: "pls wat is ur whatsapp number", intent: "phone" },
  { message: "How much is a security guard paid in Freetown these days?", intent: "off-topic" },
  {
    message:
      "I own a small security firm. One of my guards was charged with theft and granted bail, the trial starts in two weeks. I want a good lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Di man wey own di dog dem set am on me when I ask for my salary. Now e say if I come back e go shoot me. I fraid", intent: "safety" },
  { message: "are your lawyers all men or u get lady lawyer too", intent: "team" },
  { message: "where is your office exactly, I'm coming from Kissy by poda poda", intent: "address" },
  { message: "Is there secure parking at your office? I will come with my company vehicle.", intent: "knowledge:Parking" },
  { message: "I want to bring in investors to my security company but I don't know how to share the shares. Do you handle that?", intent: "area:business" },
  { message: "If I quit the security company, can they refuse to refund the money they deducted for my uniform?", intent: "legal-question" },
  { message: "I want an appointment with the criminal lawyer on Thursday morning please", intent: "booking" },
  {
    message: "Our gateman was picked up by men in plain clothes who said they are CID, nobody knows where they took him. It happened two hours ago",
    intent: "urgent",
  },
  { message: "do una work on sunday? and wetin be una number", intent: "hours", also: ["phone"] },
  {
    message:
      "Container of our client wey we de guard for the port yard, dem break am and tief half. Shipping line say na our fault. We need lawyer for the cargo claim",
    intent: "area:shipping",
  },
  { message: "Can you tell me if it will rain tonight in Freetown, I'm on duty outside", intent: "off-topic" },
  { message: "Mi papa na watchman, e wan make will before e die so that we the pikin dem no go fight. Una de do will?", intent: "area:family" },
  { message: "What are all the ways I can reach you? Phone, email, anything", intent: "contact" },
  { message: "tanki ya", intent: "thanks" },
  { message: "Please I need a title search done on a compound in Juba Hills before my company signs a lease there for our head office", intent: "area:land" },
  {
    message:
      "We are a security provider in a dispute with an NGO over a terminated guarding contract. They suggested arbitration. Can Kamara & Associates represent us?",
    intent: "area:arbitration",
  },
  { message: "Police de beat and carry our night guard dem now now for Fourah Bay road, dem say dem get complaint. Help", intent: "urgent" },
  { message: "The company says if I leave before one year I must pay back the training cost. Can they really make me pay?", intent: "legal-question" },
  { message: "write me a short poem for my papa who was a watchman for 40 years", intent: "off-topic" },
  {
    message: "Thieves came into the compound and tied me up, they just left now and said if I call police they will come back. I'm scared to stay here",
    intent: "safety",
  },
  { message: "I'd like to talk to a lawyer about the guard company which owes us. When can I come?", intent: "booking" },
  { message: "ok bye", intent: "goodbye" },
  { message: "hmmm", intent: "unknown" },
  { message: "Sir dem don arrest me papa dis morning, e na watchman for one school. dem carry am go Waterloo police", intent: "urgent" },
  {
    message: "The shop owner accuse me say na me tif im phones. Police release me but dem say dem go charge me to court. I need lawyer to defend me",
    intent: "area:criminal",
  },
  { message: "how much is a big padlock for gate at Dove Cot market", intent: "off-topic" },
  { message: "Wetin Lawyer Ibrahim Jalloh de do? Dem say na him de defend people wey police accuse", intent: "attorney:Ibrahim Jalloh" },
  { message: "Can the police keep a guard for one week without taking him to court?", intent: "legal-question" },
  { message: "what time you open in the morning, can I come 8am straight after my night shift", intent: "hours" },
  {
    message:
      "I work as a guard for a company that guards a bank. They pay us 600 thousand and cut 150 every month for uniform, boots and raincoat even after one year. I want to take them up for this.",
    intent: "area:contract",
  },
  {
    message:
      "My former boss, the security company owner, sent his guards to my house with the dogs because I reported him to labour. They said they will deal with me. Please I'm afraid",
    intent: "safety",
  },
  { message: "una sabi Mende? mi mama no sabi English", intent: "knowledge:Languages spoken" },
  {
    message:
      "My husband went to report for duty at the warehouse and the manager called police who handcuffed him and took him away. He is in the cell now at Tower Hill",
    intent: "urgent",
  },
  { message: "How many lawyers work at your chambers and what are their specialties?", intent: "team" },
  { message: "Good afternoon Sir/Madam", intent: "greeting" },
  {
    message:
      "Dear Sir, I intend to incorporate a private security company and require guidance on registration and the relevant company documents. Kindly advise if your firm undertakes such work.",
    intent: "area:business",
  },
  { message: "Wetin I go use treat my dog wey get worms", intent: "off-topic" },
  {
    message:
      "The family land where our guard post is, my uncles now say we must remove it because the boundary is different. They pulled the pillars. We want a lawyer for the boundary dispute",
    intent: "area:land",
  },
  { message: "Please can I book a meeting with a lawyer on Friday at 10?", intent: "booking" },
  {
    message:
      "A vessel we provide watchmen for was arrested at the Quay for unpaid port charges. Our guards are still on board and we're not paid. Please assist with a claim against the vessel",
    intent: "area:shipping",
  },
  { message: "I be guard for 6 years without contract paper. Dem sack me. I get right for collect something?", intent: "legal-question" },
  {
    message:
      "My brother, a security guard, died in a road accident going to night duty. He had a wife and three kids and no will. His wife wants to apply for letters of administration so she can collect what he left.",
    intent: "area:family",
  },
  {
    message:
      "Good day. We need a mediator for a disagreement between our security company and a housing estate over guard numbers and payment. Is that something you do?",
    intent: "area:arbitration",
  },
  {
    message: "pls help. mi broda de na police station since yestade, e na guard for Lebanese shop and dem say e collude with tiefs. Dem no gi am food",
    intent: "urgent",
  },
  { message: "Wetin una de do for people? Wish kind case una de take?", intent: "services" },
  { message: "email address pls", intent: "email" },
  {
    message:
      "I am a security guard. My colleague and I were charged with stealing diesel and the case has been adjourned 5 times. Our lawyer left. We need a new lawyer for the trial.",
    intent: "area:criminal",
  },
  {
    message: "What should I carry when I come to see the lawyer, I have my guard ID, salary slips and sack letter. Anything else?",
    intent: "knowledge:What to bring",
  },
  { message: "Pls any security company de look for guard now? I need work", intent: "off-topic" },
  {
    message:
      "A group of boys surrounded our guard post and are throwing stones, they say we killed their friend who tried to climb the wall. We are inside and they are still there",
    intent: "safety",
  },
  {
    message: "Kindly review the guarding services agreement I am about to sign with a telecom company. I want to be sure of the liability clause.",
    intent: "area:contract",
  },
  { message: "Phone number for the office please", intent: "phone" },
  { message: "I wan see one lawyer pass about my salary wey di company hold. Which day I fit come?", intent: "booking" },
  { message: "Where una office de? Siaka Stevens Street which side?", intent: "address" },
  { message: "Dey don carry my son go barracks, e na guard for the army officer in os. Since yesterday we no see am", intent: "urgent" },
  {
    message: "The landlord want sack me as his watchman and say I must leave the boys quarters today. Does he have the right to put me out same day?",
    intent: "legal-question",
  },
  {
    message:
      "I am the wife of a security guard. He left us for 2 years, no money for the children. I want maintenance from him, he works for a company in Freetown.",
    intent: "area:family",
  },
  {
    message: "Our security company needs a bank loan to buy vehicles and the bank wants our company documents checked by a lawyer. Can you assist?",
    intent: "area:business",
  },
  { message: "Are you open after 5pm? I finish work at 6", intent: "hours" },
  { message: "What is the best phone for a night guard with strong battery", intent: "off-topic" },
  { message: "How many partners una get na di chambers?", intent: "team" },
  { message: "I want to lease my compound to a security company for their office. Can you prepare the lease agreement?", intent: "area:land" },
  {
    message:
      "Good morning. Cargo from a ship was stolen while in the port warehouse, and our company was the security provider there. The cargo owner is now claiming from the shipping line and from us. We need a shipping lawyer to handle it.",
    intent: "area:shipping",
  },
  { message: "Mi na supervisor, we company and the client don agree for settle out of court. Una fit arrange dat?", intent: "area:arbitration" },
  { message: "I'm in Accra, what's the best way to reach your firm?", intent: "contact" },
  { message: "Thanks a lot, very helpful", intent: "thanks" },
  { message: "Police dem surround di house now now dem want take my husband, e na guard for di next compound wey tief enter. Wetin I go do", intent: "urgent" },
  { message: "Security guard shift, how to stay awake all night without coffee?", intent: "off-topic" },
  { message: "If thieves injure me while I'm on duty, must the company pay my hospital bill?", intent: "legal-question" },
  { message: "I de inside toilet now, tief dem don enter the compound wit cutlass. I na the watchman. Dem de find me", intent: "safety" },
  { message: "Is the first consultation free? How much after?", intent: "knowledge:Fees" },
  { message: "Can I have an appointment to talk to a lawyer by phone instead of coming? I'm in Makeni.", intent: "booking" },
  { message: "Hi I want make appointment with lawyer about my guard company registration. Tuesday ok?", intent: "booking" },
  { message: "Who win the match between East End Lions and Kallon yesterday?", intent: "off-topic" },
  {
    message: "le mari de ma fille, il est gardien, the police arrest him this morning at the shop in Kissy. Il est à la station maintenant. Aidez-nous svp",
    intent: "urgent",
  },
  {
    message: "I left my guard job in January and the company has refused to pay my gratuity and leave allowance. I want a lawyer to go after them.",
    intent: "area:contract",
  },
  { message: "Bonjour", intent: "greeting" },
  {
    message: "The security company pays us 500k but the contract says 800k. Can I claim the difference for the whole 2 years? how much will I get?",
    intent: "legal-question",
  },
  { message: "tell me about your lawyers pls", intent: "team" },
  { message: "parking de near una office? I go come wit motor bike", intent: "knowledge:Parking" },
  {
    message:
      "Na me be the night guard when tief break the pharmacy. Police done charge me and the case de na court next week. Abeg I need lawyer for defend me",
    intent: "area:criminal",
  },
  {
    message: "My boss's son is threatening me with a gun because I refused to open the gate for him at 2am. He said he will come back tonight and finish me.",
    intent: "safety",
  },
  { message: "abeg help me", intent: "unknown" },
  {
    message:
      "My husband is a security guard who has taken a second wife and stopped paying school fees for our children. I want to go to court for maintenance.",
    intent: "area:family",
  },
  { message: "Will your office be open this Friday? I heard it might be a holiday", intent: "hours" },
  {
    message:
      "We bought land in Waterloo and put a watchman there. Now another man is showing a different title deed for the same land. We need a lawyer to check which title is genuine.",
    intent: "area:land",
  },
  { message: "Where can I buy a good German shepherd puppy for my compound?", intent: "off-topic" },
  { message: "Dey don hold our watchman, Pa Kamara, na Kenema police since last night. E old and sick. Dem say na im gi di tif dem key", intent: "urgent" },
  {
    message: "My brother and I want to start a company that supplies guards and dogs to companies. We need help with the articles and shareholding.",
    intent: "area:business",
  },
  {
    message:
      "Good afternoon, my company chartered a vessel to bring in armoured doors and security equipment. The owner wants to cancel the charter party half way. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "Will I go to jail if the goods got stolen on my shift even though I didn't take anything?", intent: "legal-question" },
  { message: "What services do you offer?", intent: "services" },
  { message: "Wetin be una email? I wan send my documents", intent: "email" },
  {
    message:
      "The arbitration panel ruled that the hotel must pay our security company 85 million. It's been 3 months and they refuse. Can your firm handle enforcing the award?",
    intent: "area:arbitration",
  },
  { message: "Please draft an employment contract for the guards I want to hire for my compound, 3 of them.", intent: "area:contract" },
  { message: "Do your lawyers speak Temne? My father will come and he doesn't speak English well", intent: "knowledge:Languages spoken" },
  {
    message: "They took our guard away in a police pickup 20 minutes ago from the Aberdeen office, no one told us why. Please what do we do",
    intent: "urgent",
  },
  { message: "How many lawyers are on your team?", intent: "team" },
  { message: "Abeg how I fit charge my phone na guard post wey no get current", intent: "off-topic" },
  {
    message:
      "Pls I am a female guard and my supervisor keep forcing himself on me at night shift. Today he said if I tell anybody he go kill me. I fear for go back",
    intent: "safety",
  },
  {
    message:
      "The police have given me bail after they accused me of stealing from the company's store. I have to appear in court on the 15th. I need a lawyer for my defence.",
    intent: "area:criminal",
  },
  { message: "Good day. I would like to arrange a consultation with one of your lawyers regarding a dispute with my security contractor.", intent: "booking" },
  { message: "I want to call una. Wetin be di number?", intent: "phone" },
  { message: "How do I get to your office from Lumley? and is there parking there?", intent: "address", also: ["knowledge:Parking"] },
  { message: "Abeg, e legal for di company take money from my pay for di dog food? Na dem dog", intent: "legal-question" },
  { message: "una de open tru lunch time? I go come around 1", intent: "hours" },
  {
    message:
      "My husband is in a cell at Eastern Police since Tuesday. They accused him of stealing from the warehouse he guards. Can someone come to the station?",
    intent: "urgent",
  },
  {
    message:
      "Dear Madam, I wish to adopt the child of my late watchman who served my family for 20 years. The child's mother has also passed. I would like your firm to guide me through the adoption.",
    intent: "area:family",
  },
  {
    message: "mi na caretaker watchman for family land na Kent. di family dem don begin fight over di land and one side wan sell am. Di eldest pa want lawyer",
    intent: "area:land",
  },
  { message: "If I come for consultation about my land, must I bring the survey plan and deed?", intent: "knowledge:What to bring" },
  {
    message: "We are a foreign security company from Ghana looking to invest in Sierra Leone. We need a firm to help us set up here.",
    intent: "area:business",
  },
  { message: "Can you help me with my son's homework on community policing?", intent: "off-topic" },
  { message: "how do i get in touch with una", intent: "contact" },
  {
    message:
      "Our company lost a container of CCTV equipment shipped from China, it never arrived at Queen Elizabeth II Quay. The shipping line says it was discharged. We want to claim.",
    intent: "area:shipping",
  },
  {
    message: "Di tief dem wey we catch de for outside di fence now wit cutlass, dem de shout say dem go kill di watchman. Police no de pick phone",
    intent: "safety",
  },
  { message: "mediation between guard company and client, una de do am?", intent: "area:arbitration" },
  { message: "Ok thanks", intent: "thanks" },
  { message: "pls can I cum see lawyer 2day afternoon", intent: "booking" },
  { message: "dem don carry mi man go cell bcos di shop tief, e na di guard. Na Bo police. since 2 days", intent: "urgent" },
  {
    message: "The estate wants to replace our company with another one before the contract ends. Can they do that without paying us anything?",
    intent: "legal-question",
  },
  { message: "Wat kind of boots best for guard wey de stand all night", intent: "off-topic" },
  { message: "Bye bye, have a nice day", intent: "goodbye" },
  { message: "Hello, what areas of law does Kamara & Associates cover?", intent: "services" },
  { message: "Mi broda wey de guard di bank dem don handcuff am dis morning. Di police dem still de di bank wit am. Pls send lawyer", intent: "urgent" },
  {
    message:
      "My husband works as a guard for a big security firm, they changed his shift to 16 hours but the pay is the same and they threaten to sack him if he complains. He wants to take action against them.",
    intent: "area:contract",
  },
  { message: "Where can I get a whistle and baton for my watchman job", intent: "off-topic" },
  { message: "Our watchman let the thieves in, we are sure. Can we stop his last salary and keep his bicycle until he pays back?", intent: "legal-question" },
  { message: "Wetin una de charge for look my contract paper?", intent: "knowledge:Fees" },
  { message: "hi there", intent: "greeting" },
  {
    message:
      "My son is a 19 year old guard. He has been accused of breaking into the store he was guarding. Police released him on bail but the matter is going to court. We want your criminal lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Can you tell me about Abdul Rahman Sesay? I need someone for my security company's registration and investor issues.",
    intent: "attorney:Abdul Rahman Sesay",
  },
  { message: "r u open on sat", intent: "hours" },
  { message: "Somebody poison my guard dog last night and left note say na me next. I de alone na dis compound wit my pikin dem", intent: "safety" },
  {
    message: "Pls I want to do a title search on a land in Tokeh before I pay. The seller's watchman is living on it and says the land belongs to his people.",
    intent: "area:land",
  },
  {
    message: "I want to book a consultation on Monday for me and my three colleagues about our unpaid salaries. How much will it cost?",
    intent: "booking",
    also: ["knowledge:Fees"],
  },
  { message: "The police are at the factory gate right now arresting all the guards on the night shift. My husband is one of them.", intent: "urgent" },
  {
    message:
      "Dear Sir, my late husband was a security guard and his employer is refusing to release his death benefits to me and the children, saying his brother is the next of kin. I need help with the inheritance.",
    intent: "area:family",
  },
  { message: "how to become a police officer after being a guard", intent: "off-topic" },
  { message: "We want to merge our two small security companies into one. Can your firm handle the merger and new shareholding?", intent: "area:business" },
  {
    message:
      "Good morning, my security company provides escort for trucks from the Quay. A container was seized by customs because of a wrong declaration by the importer, and they are blaming us. Need help with the port issue.",
    intent: "area:shipping",
  },
  { message: "Is a security company allowed to make guards work 7 days a week with no day off?", intent: "legal-question" },
  { message: "Una get lawyer wey sabi bout work matter and criminal? how many una be?", intent: "team" },
  { message: "Wey side una office de? I de come from Wellington", intent: "address" },
  { message: "Any parking close to 12 Siaka Stevens Street?", intent: "knowledge:Parking" },
  {
    message:
      "Our contract with the mining company has an arbitration clause. We want to start arbitration for unpaid guarding fees. Can you take it on for us?",
    intent: "area:arbitration",
  },
  {
    message: "Pls help, police carry my papa from di house wey e de guard for Hill Station since Saturday. Dem no charge am and no release am",
    intent: "urgent",
  },
  { message: "i want lawyer for write contract between me and di security company wey I wan hire for my shop", intent: "area:contract" },
  { message: "What's the price of an electric fence in Freetown?", intent: "off-topic" },
  {
    message:
      "My husband the guard was attacked by the landlord's dogs and now the landlord is threatening to beat him if he reports. He is on his way to our house now shouting, we are afraid",
    intent: "safety",
  },
  { message: "Do you have an email for consultations? I prefer to write", intent: "email" },
  { message: "The company says I'm on probation for 1 year and they can sack me anytime with no pay. Is that true under the law?", intent: "legal-question" },
  {
    message:
      "Our watchman has been charged for assault after he fought with a thief who broke in. He is on bail. We his employers want to pay for his defence.",
    intent: "area:criminal",
  },
  { message: "Please send the number I can call, I don't have data for chat", intent: "phone" },
  { message: "I have several different legal problems, what kind of law do you practice?", intent: "services" },
  { message: "Bonjour, je voudrais un rendez-vous avec un avocat pour mon mari qui est gardien. Lundi possible?", intent: "booking" },
  {
    message: "Wi don go di station tri times, dem still de hold mi husband, dem say di compound owner tell dem make dem no release am. E don reach 4 days",
    intent: "urgent",
  },
  {
    message: "There's a boundary fight between my compound and my neighbor's. His watchman keeps moving the beacons at night. I want to take legal action.",
    intent: "area:land",
  },
  {
    message:
      "Madam, I want to make a will. I'm an old watchman with small property, house and two acres in Port Loko. I want it to go to my children not my brothers.",
    intent: "area:family",
  },
  { message: "God bless una for di help", intent: "thanks" },
  { message: "Can I speak Krio with the lawyer? My English is not strong", intent: "knowledge:Languages spoken" },
  { message: "Abeg gi mi recipe for pepper soup, we de cook am na guard post", intent: "off-topic" },
  {
    message: "Our security company wants to open a business bank account but the bank says our registration documents are incomplete. Can you help?",
    intent: "area:business",
  },
  {
    message:
      "A ship we guard at anchor was robbed by pirates in the night. The owner is refusing to pay us and is claiming damages. We need a lawyer who knows shipping.",
    intent: "area:shipping",
  },
  { message: "Give me all your contact details please, phone and email and office", intent: "contact" },
  {
    message: "If the watchman sleeps and the house is robbed, can I sue the security company for the loss? How much can I get back?",
    intent: "legal-question",
  },
  { message: "Mob de beat our guard now for outside say na e tif, e de bleed. Abeg wetin we fit do", intent: "safety" },
  {
    message: "They have locked my cousin up at the police station in Makeni. He's a guard and was accused of helping thieves. Since yesterday morning",
    intent: "urgent",
  },
  { message: "We need someone to mediate between our guards' association and the company. We don't want court.", intent: "area:arbitration" },
  { message: "Is the office open during Ramadan at the normal times?", intent: "hours" },
  { message: "Can you recommend a good security company for my house?", intent: "off-topic" },
  { message: "I need to see a lawyer about the dog that bit my child at a compound. Can I book?", intent: "booking" },
  { message: "I go talk to una later, bye", intent: "goodbye" },
  { message: "Salaam alaikum", intent: "greeting" },
  { message: "My guard took my laptop and ran away. If I catch him can I hold him in the compound until police come?", intent: "legal-question" },
  { message: "Police just entered our compound and took the night watchman and my driver, they are taking them to CID now", intent: "urgent" },
  {
    message: "We were 12 guards at a mining camp. The company ended our contract without notice and without paying the last 3 months. We want to sue them.",
    intent: "area:contract",
  },
  { message: "How many hours sleep does a night shift worker need?", intent: "off-topic" },
  { message: "When I come about my salary case, do I need to bring my bank statement too?", intent: "knowledge:What to bring" },
  { message: "Una de handle all kind case?", intent: "services" },
  {
    message:
      "My sister's husband is a guard who works nights. He used to beat her but she moved out to our family house a year ago. She now wants a proper divorce and the children with her.",
    intent: "area:family",
  },
  {
    message: "mi na guard and dem say na mi tif di money na di office safe. Police don invite mi for statement tomorrow. I need lawyer to go wit mi",
    intent: "area:criminal",
  },
  { message: "do you close early on Fridays for prayers?", intent: "hours" },
  { message: "Pls di landlord don lock mi inside the guard room and e say e no go open until I confess. E get cutlass", intent: "safety" },
  { message: "?", intent: "unknown" },
  {
    message: "Our company's guard was injured when cargo fell during discharge at the Quay. The ship agent refuses responsibility. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "which torch batteries last longer, Tiger Head or Panasonic?", intent: "off-topic" },
  { message: "Please I want to come and see a lawyer on Wednesday at 11am about my company's guards.", intent: "booking" },
  {
    message: "My guard dog bit the neighbor's child who climbed the fence. The family says they'll take me to court. Am I responsible?",
    intent: "legal-question",
  },
  {
    message:
      "I own a compound in Kossoh Town and the watchman's family is now claiming they have customary rights to part of it because he lived there 15 years. I need a land lawyer.",
    intent: "area:land",
  },
  { message: "Which of your lawyers handles what? I want to know the team", intent: "team" },
  {
    message: "Our security company board has not met for 2 years and one director is making decisions alone. We need advice on governance.",
    intent: "area:business",
  },
  {
    message: "Mi husband de na cell for Goderich police since Sunday, di compound owner say na mi husband tek e generator. Abeg send lawyer",
    intent: "urgent",
  },
  { message: "Do you give legal aid for guards who can't pay?", intent: "knowledge:Fees" },
  {
    message: "Our company and the client signed a settlement agreement in mediation but the client is not following it. We want to enforce it.",
    intent: "area:arbitration",
  },
  { message: "I live in the US and want to email my documents about my brother's guard job case. What email should I use?", intent: "email" },
  {
    message:
      "I want to check my contract. The company says if I'm late 3 times they can sack me and keep one month pay. I want a lawyer to look at the whole contract.",
    intent: "area:contract",
  },
  {
    message: "My ex-boss from the security company is following me everywhere since I left, he says I owe for the uniform and he will break my legs.",
    intent: "safety",
  },
  { message: "Security guard exam questions for the airport job, do you have them?", intent: "off-topic" },
  { message: "call number for kamara chambers", intent: "phone" },
  {
    message: "My father the watchman died and the company paid his gratuity to his brother. We his children want to claim what is ours.",
    intent: "area:family",
  },
  { message: "Army men carry our gateman go barracks dis morning. Dem say e insult dem officer. Wi no sabi wetin fo do", intent: "urgent" },
  { message: "I'm in Freetown for the first time, can you give me directions to your office?", intent: "address" },
  {
    message: "My guard was charged with manslaughter after a thief died in a fight at the compound. The trial is coming. We need a strong defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Can I have an appointment for Saturday?", intent: "booking" },
  { message: "Dem say all di guards must pay 50k every month for welfare. If I no pay dem go sack me. Dat one legal?", intent: "legal-question" },
  { message: "Will there be space to park a company pickup when we come for the meeting?", intent: "knowledge:Parking" },
  { message: "Are you a full service law firm or only for court cases?", intent: "services" },
  { message: "Please I want to buy a compound that comes with the watchman's quarters. I want conveyancing done properly.", intent: "area:land" },
  { message: "How do I reset my gate remote", intent: "off-topic" },
  {
    message: "Charter party problem: we chartered a boat to carry guards to an offshore platform and the owner withdrew the vessel. We want compensation.",
    intent: "area:shipping",
  },
  { message: "We need a shareholders agreement for our new guard company, three partners.", intent: "area:business" },
  {
    message: "My fiancé is being held at Ross Road police since yesterday, he is a watchman at a construction site. They refuse to let us see him.",
    intent: "urgent",
  },
  { message: "Merci beaucoup", intent: "thanks" },
  { message: "What are your opening hours and where exactly is the office?", intent: "hours", also: ["address"] },
  { message: "Di guard dem for di neighbor compound de trowe stone pan we os and dem say dem go burn am tonight", intent: "safety" },
  { message: "How can I reach a lawyer at your firm?", intent: "contact" },
  { message: "Pls I need a lawyer for an arbitration hearing next month between my security company and a contractor at the port", intent: "area:arbitration" },
  { message: "If I sign the resignation letter they gave me, can I still claim my unpaid wages later?", intent: "legal-question" },
  { message: "can you give me a joke to tell my fellow watchmen tonight", intent: "off-topic" },
  { message: "I'd like to schedule a video call consultation, I'm in the UK", intent: "booking" },
  { message: "Dem don take mi pikin from di house just now, di police dem. E na guard for di bank. Dem no say anything", intent: "urgent" },
  { message: "alright, goodbye for now", intent: "goodbye" },
  {
    message: "Police dem come before daybreak and take di two watchmen from the compound, one of dem na mi brother. Dem say na dem help di robbers",
    intent: "urgent",
  },
  { message: "Abeg how much 1 bag rice now for Kenema", intent: "off-topic" },
  {
    message: "The company took my guard certificate and national ID and won't give them back until I pay for uniforms. Can they legally keep my ID?",
    intent: "legal-question",
  },
  { message: "Hello hello", intent: "greeting" },
  {
    message:
      "Am writing for my papa, he worked as watchman for a company for 20 years and they retired him with nothing. No gratuity no NASSIT. We need lawyer to fight it.",
    intent: "area:contract",
  },
  { message: "Please list the kinds of cases you do", intent: "services" },
  { message: "Does Mohamed Conteh still handle land matters? My uncle saw him before about a boundary", intent: "attorney:Mohamed Conteh" },
  {
    message:
      "My husband's boss is at our house right now with two men shouting that my husband stole from him, they are breaking things. My husband is not here and I am inside with the baby.",
    intent: "safety",
  },
  { message: "I'm a security guard and my baby mother took my son to Guinea without telling me. I want custody.", intent: "area:family" },
  { message: "ok so?", intent: "unknown" },
  { message: "Does anyone at your office speak Fula? My uncle only speaks Fula and small Krio", intent: "knowledge:Languages spoken" },
  {
    message:
      "Our company's guard is accused of beating a customer at the bank gate. He says he only pushed him. He was released on bail and the trial starts soon. We need defence counsel.",
    intent: "area:criminal",
  },
  { message: "Can I come in at 8:30 on Monday or do you open at 9?", intent: "hours" },
  {
    message:
      "Dear Sir, my husband, a security guard, has been detained by police at Waterloo since Thursday for allegedly stealing building materials. He has not been charged. Kindly assist.",
    intent: "urgent",
  },
  {
    message: "Dem don give di watchman notice for leave di land, but di palaver between di two families no don yet. We want lawyer for di family land case",
    intent: "area:land",
  },
  { message: "Good morning, please book me with a lawyer. I'm a guard and my company hasn't paid me for 5 months.", intent: "booking" },
  { message: "Wetin a fit do for mek di mosquito no bite me na night duty", intent: "off-topic" },
  {
    message:
      "Sir, I am a retired military officer planning to invest in a private security business. I need a lawyer for the company structure and the investment.",
    intent: "area:business",
  },
  { message: "My company says guards who leave must give 3 months notice or pay 3 months salary. Is that legal in Sierra Leone?", intent: "legal-question" },
  { message: "wetin be una email address", intent: "email" },
  {
    message: "We had a cargo of guard uniforms arrive damaged by sea water at Queen Elizabeth II Quay. The carrier denies liability. Want to make a claim.",
    intent: "area:shipping",
  },
  {
    message: "The client wants arbitration in London but we are a small Sierra Leone security firm. Can you represent us in the arbitration?",
    intent: "area:arbitration",
  },
  { message: "What papers do I carry when I come? I no get contract, only di ID card", intent: "knowledge:What to bring" },
  { message: "Pls help me fill the form for security job at the embassy", intent: "off-topic" },
  { message: "Police dem carry mi broda pan dem pickup now now from di filling station wey e de guard. Dem no talk wetin e do", intent: "urgent" },
  { message: "Do you have experienced lawyers, senior partners, or only juniors?", intent: "team" },
  { message: "Robbers just broke in and shot at the watchman. He's hiding with me in the store. They're still in the compound.", intent: "safety" },
  { message: "The security company agreement with my estate needs renewal. I want a lawyer to review and redraft the terms.", intent: "area:contract" },
  { message: "Roughly how much for a case like unpaid wages? I want to know before I come", intent: "knowledge:Fees" },
  {
    message:
      "I have been charged for receiving stolen goods, things the guard at my neighbour's shop sold to me. I didn't know they were stolen. My case is on Tuesday.",
    intent: "area:criminal",
  },
  { message: "Abeg mek I see Lawyer for Friday, about di watchman wey tif mi tings", intent: "booking" },
  { message: "Beyond court cases, do you offer legal advice for companies?", intent: "services" },
  { message: "Wetin be di WhatsApp number for una", intent: "phone" },
  { message: "My uncle the old watchman wants his will written so his land goes to his daughters. Can you write the will for him?", intent: "area:family" },
  {
    message: "The estate manager said my contract ended automatically because the client ended their contract with our company. Do I still get my notice pay?",
    intent: "legal-question",
  },
  { message: "Where are you located? Is it near the Cotton Tree?", intent: "address" },
  {
    message: "They've arrested my dad, he's a watchman at the port warehouse. Still at the station from last night, can a lawyer go there now?",
    intent: "urgent",
  },
  { message: "How much is a bag of dog food in Freetown", intent: "off-topic" },
  { message: "Pls help me do conveyancing for a plot my security company bought in Wellington for our training ground.", intent: "area:land" },
  { message: "Our security company owes a bank money and the bank wants to take our vehicles. We need someone for the banking side.", intent: "area:business" },
  { message: "Thank you kindly", intent: "thanks" },
  { message: "I want to reach una, wich ways I fit take?", intent: "contact" },
  {
    message:
      "My wife is being threatened by the company boss because I took them to labour office. He sent people to warn her today and said next time will be worse.",
    intent: "safety",
  },
  {
    message: "Do you help with arbitration? There's a dispute between my security firm and a telecom company over damaged equipment.",
    intent: "area:arbitration",
  },
  { message: "wat time ur office open 2moro", intent: "hours" },
  {
    message: "The vessel we provided security for sank at anchor and the owners are blaming our guards. Their insurers want to claim against us.",
    intent: "area:shipping",
  },
  {
    message: "Please police have taken our night guard from the compound since 1am, we are at the station now and they say only the OC can release him",
    intent: "urgent",
  },
  { message: "Wich football team una support", intent: "off-topic" },
  { message: "The client didn't pay our company, so the company says they won't pay us guards. Can they do that?", intent: "legal-question" },
  { message: "Is it possible to meet a lawyer this afternoon?", intent: "booking" },
  {
    message:
      "Good evening. I was a guard at a supermarket. They deducted 200k every month for 10 months for uniform, and when I resigned they refused to return my deposit. I need a lawyer.",
    intent: "area:contract",
  },
  {
    message: "mi uncle na watchman for di school, computer dem lost. dem don put am for cell since Monday, dem say e no go comot till e talk who e gi dem",
    intent: "urgent",
  },
  { message: "Hi, good day", intent: "greeting" },
  { message: "What is the weather tomorrow in Bo", intent: "off-topic" },
  { message: "Can the compound owner refuse to pay me for the days I was sick? I gave him the doctor's letter", intent: "legal-question" },
  { message: "u get lawyer for every kind of case? how many", intent: "team" },
  {
    message: "Our watchman shot at intruders with a hunting gun and injured one. He's now charged. We want a lawyer for his defence at the High Court.",
    intent: "area:criminal",
  },
  { message: "Where can I park if I come to the chambers?", intent: "knowledge:Parking" },
  {
    message:
      "Di man wey de guard di next compound de threaten me every night since I refuse am. Today e hold me hand and say e go kill me if I talk. I no safe",
    intent: "safety",
  },
  {
    message: "Sir pls my husband na security man, e don leave we since last year, no money for school fees or food. I wan court make e pay for di pikin dem.",
    intent: "area:family",
  },
  { message: "Are you open on Saturdays or only weekdays?", intent: "hours" },
  { message: "I want to ask something", intent: "unknown" },
  { message: "We need help to change the directors of our security company and update the records.", intent: "area:business" },
  {
    message: "Pls my son has been in a police cell in Lunsar since Friday, he is a guard for a mining company. They haven't told us anything",
    intent: "urgent",
  },
  { message: "d charge for my phone de finish quick, how I fit fix am", intent: "off-topic" },
  { message: "Land case: our family land in Newton, one man put guards there and started building. We have the deed. We need a lawyer.", intent: "area:land" },
  {
    message:
      "Containers of our client's goods are held at the port and demurrage is piling up because of a customs problem. We only handle the security but the client wants a lawyer for the customs side. Does your shipping lawyer do that?",
    intent: "area:shipping",
  },
  { message: "wat una de do", intent: "services" },
  { message: "Pls sched me 4 consultation nxt week Tuesday 2pm", intent: "booking" },
  {
    message:
      "The arbitration award came out against us in the security contract dispute with our client. We think the arbitrator was biased. Can you help us challenge the award?",
    intent: "area:arbitration",
  },
  { message: "Pls how I go take reach una, I de na Kono", intent: "contact" },
  { message: "parlez-vous français? I can't explain well in English", intent: "knowledge:Languages spoken" },
  {
    message: "I signed the contract as a guard but they never gave me a copy. Is the contract still valid? Can I still claim overtime?",
    intent: "legal-question",
  },
  { message: "Help! Police at our gate right now, they want to take the watchman and my son. They didn't show any paper", intent: "urgent" },
  {
    message: "I need a lawyer to enforce my employment contract as a security supervisor, they demoted me and cut my pay without reason.",
    intent: "area:contract",
  },
  { message: "The thieves we reported have been released and are now standing outside my shop with knives, saying I'm next", intent: "safety" },
  { message: "Can I call you directly? What's the number?", intent: "phone" },
  { message: "Your address please", intent: "address" },
  { message: "Dem say na me tek di company generator battery. Court gi mi bail, case de next Monday. Abeg una fit defend mi?", intent: "area:criminal" },
  { message: "Which security company is paying the best salary now?", intent: "off-topic" },
  {
    message: "My late husband, a watchman, had a second wife. Now she is claiming his land and his gratuity. What can your lawyers do for me?",
    intent: "area:family",
  },
  { message: "I'm coming for consultation tomorrow, what documents do I need?", intent: "knowledge:What to bring" },
  { message: "If a watchman works 12 hours every night, is the company supposed to pay overtime?", intent: "legal-question" },
  {
    message: "Our foreign partner wants to buy 40% of our security company. We need a lawyer for the investment agreement and share transfer.",
    intent: "area:business",
  },
  { message: "Can I see Ibrahim Jalloh tomorrow about my guard's case?", intent: "booking" },
  {
    message:
      "They came with a police van and took all the guards at the warehouse, more than six of them, this morning. We are their families. Where can we go?",
    intent: "urgent",
  },
  { message: "I want to know what legal services you provide for companies and individuals", intent: "services" },
  { message: "Tenki plenty o", intent: "thanks" },
  { message: "I want to lease a small plot to build a guard training centre. I need a lawyer to prepare and check the lease.", intent: "area:land" },
  { message: "Who is the best Sierra Leone musician now", intent: "off-topic" },
  { message: "Una de close at 5 or later?", intent: "hours" },
  {
    message:
      "A cargo of steel doors we ordered arrived short at Queen Elizabeth II Quay. Our security firm was supposed to install them. We want to make a cargo claim against the carrier.",
    intent: "area:shipping",
  },
  {
    message:
      "Please my husband is a guard, tonight the landlord's son attacked him with a machete and he's hiding in the bush near the compound. They're looking for him.",
    intent: "safety",
  },
  { message: "Our company prefers to settle the dispute with the bank out of court. Can you arrange mediation or arbitration?", intent: "area:arbitration" },
  { message: "Dem hold mi husband na Kingtom police since yesterday. Dem say e sleep while tief dem enter. Please send lawyer.", intent: "urgent" },
  { message: "The company wants us to sign that we will pay for any damage. If I refuse will they be allowed to sack me?", intent: "legal-question" },
  { message: "how to make a poster for my security company", intent: "off-topic" },
  { message: "Bye", intent: "goodbye" },
  { message: "We want to meet with a lawyer, my mother and I, about my late father's guard job benefits. When can we come?", intent: "booking" },
  { message: "See you, have a blessed night", intent: "goodbye" },
];
